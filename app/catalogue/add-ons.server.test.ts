import { beforeAll, describe, expect, test } from "vitest";
import { aPicture } from "../../tests/support/domain-rows";
import { ItemFields } from "~/catalogue/item-input";
import { findBouquet, findItem, listBouquets, listItems } from "~/catalogue/items.server";
import { createItem, updateItem } from "~/catalogue/item-writes.server";
import { addOnsInStock, listAddOns } from "./add-ons.server";

const titles = (list: { title: string }[]) => list.map((item) => item.title);
let image: Uint8Array;

/** An item as the JSON API reads it: prices in AED, flags as 'true'|'false'. */
const anItem = (fields: Record<string, unknown>) =>
  createItem(ItemFields.parse({ shortDescription: "", ...fields }), { image });

beforeAll(async () => {
  image = await aPicture();
});

describe("add-ons", () => {
  test("are items marked isAddOn: in the admin's list, not in the bouquets' lists", async () => {
    const bouquet = await anItem({ title: "Ivory Hour", price: 950 });
    const vase = await anItem({ title: "Glass Cylinder Vase", price: 120, isAddOn: "true" });
    expect(bouquet.isAddOn).toBe(false);
    expect(vase.isAddOn).toBe(true);
    expect(titles(listItems())).toEqual(
      expect.arrayContaining(["Ivory Hour", "Glass Cylinder Vase"]),
    );
    expect(titles(listBouquets())).toContain("Ivory Hour");
    expect(titles(listBouquets())).not.toContain("Glass Cylinder Vase");
    expect(titles(listBouquets({ sort: "price-low" }))).not.toContain("Glass Cylinder Vase");
  });

  test("have no page of their own: findBouquet does not find them, findItem does", async () => {
    const card = await anItem({ title: "Cotton Card", price: 25, isAddOn: "true" });
    expect(findBouquet(card.id)).toBeNull();
    expect(findItem(card.id)?.title).toBe("Cotton Card");
  });

  test("an edit can make an item an add-on and back; leaving the flag out keeps it", async () => {
    const item = await anItem({ title: "Petite Posy", price: 300 });
    expect((await updateItem(item.id, ItemFields.parse({ isAddOn: "true" }))).isAddOn).toBe(true);
    expect((await updateItem(item.id, ItemFields.parse({ title: "Posy" }))).isAddOn).toBe(true);
    expect(findBouquet(item.id)).toBeNull();
    expect((await updateItem(item.id, ItemFields.parse({ isAddOn: "false" }))).isAddOn).toBe(false);
    expect(findBouquet(item.id)?.title).toBe("Posy");
  });
});

describe("listAddOns", () => {
  test("the add-ons in stock, cheapest first then by title, as a checkbox needs them", async () => {
    await anItem({
      title: "Patchi Chocolate Box",
      titleAr: "علبة شوكولاتة باتشي",
      shortDescription: "Twenty-four pralines",
      sizes: JSON.stringify([{ sizeName: "Box of 24", sizeNameAr: "علبة من 24", price: 150 }]),
      isAddOn: "true",
    });
    await anItem({ title: "Birthday Balloon", price: 45, isAddOn: "true" });
    await anItem({ title: "Anniversary Balloon", price: 45, isAddOn: "true" });
    await anItem({ title: "Sold Out Candle", price: 90, isAddOn: "true", inStock: "false" });

    expect(titles(addOnsInStock())).toEqual([
      "Cotton Card",
      "Anniversary Balloon",
      "Birthday Balloon",
      "Glass Cylinder Vase",
      "Patchi Chocolate Box",
    ]);
    const choices = listAddOns();
    expect(titles(choices)).toEqual(titles(addOnsInStock()));
    const chocolates = choices.find((choice) => choice.title === "Patchi Chocolate Box")!;
    expect(chocolates).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: "Patchi Chocolate Box",
      titleLang: "en",
      sizeName: "Box of 24",
      price: 15_000,
      imageId: expect.stringMatching(/^[0-9a-f]{24}$/),
      shortDescription: "Twenty-four pralines",
      shortDescriptionLang: "en",
    });
    // An Arabic page reads the Arabic title; the order line still names the English size.
    expect(listAddOns("ar").find((choice) => choice.id === chocolates.id)).toMatchObject({
      title: "علبة شوكولاتة باتشي",
      titleLang: "ar",
      sizeName: "Box of 24",
      shortDescription: "Twenty-four pralines",
      shortDescriptionLang: "en",
    });
    expect(choices.find((choice) => choice.title === "Cotton Card")).toMatchObject({
      sizeName: "Standard",
      price: 2_500,
    });
  });
});

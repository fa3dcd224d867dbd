import { beforeAll, describe, expect, test } from "vitest";
import { aPicture } from "../../tests/support/domain-rows";
import { createCategory } from "~/catalogue/categories.server";
import { createItem } from "~/catalogue/item-writes.server";
import { categoryCatalogue, collectionCatalogue, homeCatalogue } from "./listings.server";

const titles = (cards: { title: string }[]) => cards.map((card) => card.title);
let rosesId = "";

beforeAll(async () => {
  const image = await aPicture();
  // Created out of order on purpose: the menu follows `order`, not creation.
  const orchids = createCategory({ name: "Orchids", slug: "orchids", order: 2 });
  const roses = createCategory({
    name: "Roses",
    nameAr: "الورود",
    slug: "roses",
    order: 1,
    description: "Long-stemmed roses.",
  });
  rosesId = roses.id;
  createCategory({ name: "Dried", slug: "dried", order: 3 });
  const item = (title: string, price: number, categories: string[], daysAgo: number) =>
    createItem(
      { title, price, categories, ingredients: [] },
      { image },
      { createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() },
    );
  await item("Velvet Evening", 95_000, [roses.id], 3);
  await item("Blush Reverie", 145_000, [roses.id], 1);
  await item("Garden Rose", 65_000, [roses.id], 2);
  await item("White Orchid", 80_000, [orchids.id], 0);
  // The newest and cheapest, in a listed category: if add-ons leaked into a list, every list
  // below would show it.
  await createItem(
    {
      title: "Glass Cylinder Vase",
      price: 12_000,
      categories: [roses.id],
      ingredients: [],
      isAddOn: true,
    },
    { image },
  );
});

describe("home catalogue", () => {
  test("the first category by order is chosen, newest first", () => {
    const home = homeCatalogue(new URLSearchParams());
    expect(home.categories.map((c) => c.slug)).toEqual(["roses", "orchids", "dried"]);
    expect(home.selected).toEqual({
      name: "Roses",
      nameLang: "en",
      slug: "roses",
      description: "Long-stemmed roses.",
      descriptionLang: "en",
    });
    expect(home.sort).toBe("newest");
    expect(titles(home.cards)).toEqual(["Blush Reverie", "Garden Rose", "Velvet Evening"]);
  });

  test("category and sort come from the URL", () => {
    const low = homeCatalogue(new URLSearchParams("category=roses&sort=price-low"));
    expect(titles(low.cards)).toEqual(["Garden Rose", "Velvet Evening", "Blush Reverie"]);
    const high = homeCatalogue(new URLSearchParams("category=roses&sort=price-high"));
    expect(titles(high.cards)).toEqual(["Blush Reverie", "Velvet Evening", "Garden Rose"]);
    const orchids = homeCatalogue(new URLSearchParams("category=orchids"));
    expect(orchids.selected?.slug).toBe("orchids");
    expect(titles(orchids.cards)).toEqual(["White Orchid"]);
  });

  test("an unknown category falls back to the first; an empty one lists nothing", () => {
    expect(homeCatalogue(new URLSearchParams("category=tulips")).selected?.slug).toBe("roses");
    expect(homeCatalogue(new URLSearchParams("category=dried")).cards).toEqual([]);
  });
});

test("add-ons are in no list", () => {
  const lists = [
    homeCatalogue(new URLSearchParams()).cards,
    homeCatalogue(new URLSearchParams("category=roses&sort=price-low")).cards,
    collectionCatalogue(new URLSearchParams()).cards,
    categoryCatalogue("roses", new URLSearchParams())?.cards ?? [],
  ];
  for (const cards of lists) expect(titles(cards)).not.toContain("Glass Cylinder Vase");
});

test("the collection lists every bouquet in the chosen order", () => {
  const { sort, cards } = collectionCatalogue(new URLSearchParams("sort=price-low"));
  expect(sort).toBe("price-low");
  expect(cards.map((c) => c.priceText)).toEqual(["AED 650", "AED 800", "AED 950", "AED 1,450"]);
});

test("an Arabic page lists the Arabic names and prices, English ones marked where none is written", () => {
  const home = homeCatalogue(new URLSearchParams(), "ar");
  expect(home.categories.map((c) => [c.name, c.nameLang])).toEqual([
    ["الورود", "ar"],
    ["Orchids", "en"],
    ["Dried", "en"],
  ]);
  const card = categoryCatalogue("roses", new URLSearchParams("sort=price-low"), "ar")!.cards[0]!;
  expect(card).toMatchObject({
    title: "Garden Rose",
    titleLang: "en",
    category: "الورود",
    categoryLang: "ar",
    priceText: "650 د.إ",
  });
});

describe("category page", () => {
  test("found by its slug, with its bouquets", () => {
    const page = categoryCatalogue("roses", new URLSearchParams("sort=price-high"));
    expect(page?.category.name).toBe("Roses");
    expect(titles(page?.cards ?? [])).toEqual(["Blush Reverie", "Velvet Evening", "Garden Rose"]);
  });

  test("unknown slugs, and ids in place of slugs, are not found", () => {
    expect(categoryCatalogue("tulips", new URLSearchParams())).toBeNull();
    expect(categoryCatalogue(rosesId, new URLSearchParams())).toBeNull();
    expect(categoryCatalogue("", new URLSearchParams())).toBeNull();
  });
});

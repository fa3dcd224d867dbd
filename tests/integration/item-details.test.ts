// What the bouquet page says it is made of: a bouquet written with ingredients only on its sizes
// (as the admin's form writes a new one) shows them, not the shop's stand-in, and the chosen
// size shows its own ingredients and description, in both languages.
import { beforeAll, describe, expect, test } from "vitest";
import { createItem } from "../support/catalogue";
import { adminToken, call } from "../support/shop";

let id: string;

beforeAll(async () => {
  const token = await adminToken();
  ({ _id: id } = await createItem(token, {
    title: "Garden Letter",
    sizes: [
      {
        sizeName: "Signature",
        price: 950,
        description: "About 30 stems",
        ingredients: ["Garden roses", "Eucalyptus", "Silk ribbon"],
      },
      {
        sizeName: "Grand",
        price: 1450,
        description: "About 45 stems",
        ingredients: ["18 garden roses", "Eucalyptus", "Silk ribbon"],
      },
    ],
  }));
});

/** The 'Ingredients' section of a page, as text. */
async function ingredientsOn(path: string) {
  const html = await (await call(path)).text();
  const section = html.match(/<section aria-labelledby="item-ingredients">([\s\S]*?)<\/section>/);
  expect(section, path).not.toBeNull();
  return section![1]!.replace(/<[^>]+>/g, "|");
}

describe("a bouquet's ingredients", () => {
  test("before a size is chosen: its first size's, never the stand-in", async () => {
    for (const path of [`/collection/${id}`, `/ar/collection/${id}`]) {
      const section = await ingredientsOn(path);
      expect(section).toContain("Garden roses");
      expect(section).toContain("Silk ribbon");
      expect(section).not.toContain("Premium seasonal flowers");
      expect(section).not.toContain("أجود أزهار الموسم");
    }
  });

  test("the chosen size's own ingredients and description", async () => {
    const section = await ingredientsOn(`/collection/${id}?size=Grand`);
    expect(section).toContain("18 garden roses");
    expect(section).toContain("About 45 stems");
    expect(section).not.toContain("About 30 stems");
  });
});

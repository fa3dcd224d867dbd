// What the bouquet page says it is made of: a bouquet written with ingredients only on its sizes
// (as the admin's form writes a new one) shows them, not the shop's stand-in, and the chosen
// size shows its own ingredients and description, in both languages.
import { beforeAll, describe, expect, test } from "vitest";
import { page, select, textOf } from "../support/html";
import { signInAsAdmin } from "../support/admin-session";
import { createItem, pngBytes } from "../support/catalogue";
import { countRows, readRow, readRows } from "../support/database";
import { adminToken, call, callJson } from "../support/shop";

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

/** The 'Ingredients' section of a page, as read. */
async function ingredientsOn(path: string) {
  const html = await (await call(path)).text();
  return textOf(page(html).one('section[aria-labelledby="item-ingredients"]'));
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

/** The details section of an item page as read: its words, lists and paragraphs, each in its language. */
async function detailsOn(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  const section = page(await response.text()).one("section.item-details");
  return {
    text: textOf(section),
    lists: select(section, "ul").map((list) => ({
      lang: list.attrs.lang,
      items: select(list, "li").map(textOf),
    })),
    paragraphs: select(section, "p").map((p) => ({ lang: p.attrs.lang, text: textOf(p) })),
  };
}

/** One list's items, in their order, as the details show them (in whichever language). */
const itemsOf = (details: Awaited<ReturnType<typeof detailsOn>>) =>
  details.lists.map((list) => list.items);

/** The details a florist writes, in both languages, as the JSON API takes them. */
const DETAILED = {
  title: "Saffron Letter",
  ingredients: JSON.stringify(["Garden roses", "Ranunculus"]),
  ingredientsAr: "ورد الحدائق، حوذان",
  dimensions: "About 40 cm tall",
  dimensionsAr: "بارتفاع 40 سم تقريبًا",
  care: "Keep away from direct sun.\nMist the petals each morning.",
  careAr: "أبعدوها عن أشعة الشمس المباشرة.\nرشّوا البتلات بالماء كل صباح.",
  sizes: JSON.stringify([
    {
      sizeName: "Signature",
      price: 950,
      description: "About 30 stems",
      descriptionAr: "قرابة 30 ساقًا",
      ingredients: ["12 garden roses"],
      ingredientsAr: ["12 وردة حدائق"],
      dimensions: "About 40 cm tall",
      dimensionsAr: "بارتفاع 40 سم تقريبًا",
    },
    {
      sizeName: "Grand",
      sizeNameAr: "كبير",
      price: 1450,
      description: "About 45 stems",
      descriptionAr: "قرابة 45 ساقًا",
      ingredients: ["24 garden roses", "Ranunculus"],
      ingredientsAr: ["24 وردة حدائق", "حوذان"],
      dimensions: "About 55 cm tall",
      dimensionsAr: "بارتفاع 55 سم تقريبًا",
    },
  ]),
};

/** Posts (or puts) a multipart item through the JSON API with these fields. */
async function sendItem(fields: Record<string, string>, id?: string) {
  const token = await adminToken();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (!id) form.set("image", new Blob([await pngBytes()], { type: "image/png" }), "bouquet.png");
  const response = await call(id ? `/api/collection/${id}` : "/api/collection", {
    method: id ? "PUT" : "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe("a bouquet's details written through the JSON API", () => {
  test("are returned, and the Arabic page shows the chosen size's and the bouquet's in Arabic", async () => {
    const created = await sendItem(DETAILED);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ingredients: ["Garden roses", "Ranunculus"],
      ingredientsAr: ["ورد الحدائق", "حوذان"],
      dimensions: "About 40 cm tall",
      dimensionsAr: "بارتفاع 40 سم تقريبًا",
      care: "Keep away from direct sun.\nMist the petals each morning.",
      careAr: "أبعدوها عن أشعة الشمس المباشرة.\nرشّوا البتلات بالماء كل صباح.",
      sizes: [
        { sizeName: "Signature", descriptionAr: "قرابة 30 ساقًا", dimensions: "About 40 cm tall" },
        {
          sizeName: "Grand",
          description: "About 45 stems",
          descriptionAr: "قرابة 45 ساقًا",
          ingredientsAr: ["24 وردة حدائق", "حوذان"],
          dimensions: "About 55 cm tall",
          dimensionsAr: "بارتفاع 55 سم تقريبًا",
        },
      ],
    });
    const id = created.body._id as string;
    expect((await callJson(`/api/collection/${id}`)).body).toMatchObject({
      careAr: created.body.careAr,
      sizes: created.body.sizes,
    });

    // No size chosen: the bouquet's own details, in Arabic.
    const arabic = await detailsOn(`/ar/collection/${id}`);
    expect(arabic.lists).toContainEqual({ lang: "ar", items: ["ورد الحدائق", "حوذان"] });
    expect(arabic.paragraphs).toContainEqual({ lang: "ar", text: "بارتفاع 40 سم تقريبًا" });
    expect(itemsOf(arabic)).toContainEqual([
      "أبعدوها عن أشعة الشمس المباشرة.",
      "رشّوا البتلات بالماء كل صباح.",
    ]);
    expect(arabic.text).not.toContain("أجود أزهار الموسم");
    expect(arabic.text).not.toContain("أزهار موسمية فاخرة");
    expect(arabic.text).not.toContain("غيّروا الماء");

    // The chosen size (in the address, as without JavaScript): its own, in Arabic.
    const grand = await detailsOn(`/ar/collection/${id}?size=Grand`);
    expect(itemsOf(grand)).toContainEqual(["24 وردة حدائق", "حوذان"]);
    expect(grand.paragraphs).toContainEqual({ lang: "ar", text: "قرابة 45 ساقًا" });
    expect(grand.paragraphs).toContainEqual({ lang: "ar", text: "بارتفاع 55 سم تقريبًا" });
    expect(grand.text).not.toContain("Garden roses");

    // The English page keeps the English texts.
    const english = await detailsOn(`/collection/${id}?size=Grand`);
    expect(itemsOf(english)).toContainEqual(["24 garden roses", "Ranunculus"]);
    expect(english.text).toContain("About 45 stems");
    expect(english.paragraphs).toContainEqual({ lang: "en", text: "About 55 cm tall" });
    expect(itemsOf(english).flat()).toContain("Keep away from direct sun.");
    expect(english.text).not.toContain("ورد الحدائق");
  });

  test("an Arabic text not written falls back to the English one, marked English", async () => {
    const created = await sendItem({
      title: "Quiet Linen",
      dimensions: "About 30 cm tall",
      care: "Keep cool.",
      sizes: JSON.stringify([{ sizeName: "Signature", price: 650, description: "Twenty stems" }]),
    });
    expect(created.body).toMatchObject({ dimensionsAr: null, careAr: null, ingredientsAr: [] });
    const arabic = await detailsOn(`/ar/collection/${created.body._id}?size=Signature`);
    expect(arabic.paragraphs).toContainEqual({ lang: "en", text: "Twenty stems" });
    expect(arabic.paragraphs).toContainEqual({ lang: "en", text: "About 30 cm tall" });
    expect(arabic.lists).toContainEqual({ lang: "en", items: ["Keep cool."] });
  });

  test("bad details are a 400 with their issues, and nothing is saved", async () => {
    const before = countRows("items");
    const tooLong = await sendItem({ ...DETAILED, careAr: "ع".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.careAr).toEqual([
      "Keep the Arabic care instructions under 1000 characters.",
    ]);
    const tooMany = await sendItem({
      ...DETAILED,
      ingredientsAr: Array.from({ length: 41 }, (_, i) => `زهرة ${i}`).join("، "),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues.ingredientsAr).toEqual(["Keep to 40 ingredients or fewer."]);
    expect(countRows("items")).toBe(before);

    const created = await sendItem(DETAILED);
    const id = created.body._id as string;
    const badSize = await sendItem(
      {
        care: "Changed care",
        sizes: JSON.stringify([
          { sizeName: "Signature", price: 950, dimensionsAr: "س".repeat(201) },
        ]),
      },
      id,
    );
    expect(badSize.status).toBe(400);
    expect(badSize.body.issues["sizes.0.dimensionsAr"]).toEqual([
      "Keep the Arabic dimensions under 200 characters.",
    ]);
    expect(readRow("select care from items where id = ?", id)).toEqual({ care: DETAILED.care });
    expect(
      readRows("select dimensions_ar from sizes where item_id = ? order by position", id),
    ).toEqual([
      { dimensions_ar: "بارتفاع 40 سم تقريبًا" },
      { dimensions_ar: "بارتفاع 55 سم تقريبًا" },
    ]);
  });
});

describe("a bouquet's details edited in the admin's item form without JavaScript", () => {
  /** The edit form as the browser posts it: every field, the details as typed. */
  function editPost(imageId: string, fields: Record<string, string>): FormData {
    const form = new FormData();
    const typed: Record<string, string> = {
      title: "Olive Hour",
      shortDescription: "",
      longDescription: "",
      titleAr: "",
      shortDescriptionAr: "",
      longDescriptionAr: "",
      ingredients: "",
      ingredientsAr: "",
      dimensions: "",
      dimensionsAr: "",
      care: "",
      careAr: "",
      inStock: "on",
      "sizes[0].sizeName": "Signature",
      "sizes[0].sizeNameAr": "",
      "sizes[0].price": "950",
      "sizes[0].comparePrice": "",
      "sizes[0].description": "",
      "sizes[0].descriptionAr": "",
      "sizes[0].ingredients": "",
      "sizes[0].ingredientsAr": "",
      "sizes[0].dimensions": "",
      "sizes[0].dimensionsAr": "",
      imageUrl: imageId,
      ...fields,
    };
    for (const [name, value] of Object.entries(typed)) form.set(name, value);
    form.set("image", new File([], "", { type: "application/octet-stream" }));
    return form;
  }

  test("saves them, the pages show them, and the form shows them again", async () => {
    const admin = await signInAsAdmin();
    const created = await sendItem({
      title: "Olive Hour",
      sizes: JSON.stringify([{ sizeName: "Signature", price: 950 }]),
    });
    const id = created.body._id as string;
    const before = await detailsOn(`/ar/collection/${id}?size=Signature`);
    expect(before.text).toContain("أجود أزهار الموسم");

    const saved = await admin.post(
      `/admin/collection/${id}/edit`,
      editPost(created.body.imageUrl, {
        ingredients: "Olive branches, White lisianthus",
        ingredientsAr: "أغصان الزيتون، ليزيانثوس أبيض",
        dimensions: "About 50 cm tall",
        dimensionsAr: "بارتفاع 50 سم تقريبًا",
        care: "Keep the water fresh.",
        careAr: "جدّدوا الماء باستمرار.",
        "sizes[0].description": "A generous armful",
        "sizes[0].descriptionAr": "باقة وافرة تملأ الذراعين",
        "sizes[0].ingredients": "15 olive branches, Lisianthus",
        "sizes[0].ingredientsAr": "15 غصن زيتون، ليزيانثوس",
        "sizes[0].dimensions": "About 60 cm tall",
        "sizes[0].dimensionsAr": "بارتفاع 60 سم تقريبًا",
      }),
    );
    expect(saved.status).toBe(302);

    const bouquet = await detailsOn(`/ar/collection/${id}`);
    expect(itemsOf(bouquet)).toContainEqual(["أغصان الزيتون", "ليزيانثوس أبيض"]);
    expect(bouquet.paragraphs).toContainEqual({ lang: "ar", text: "بارتفاع 50 سم تقريبًا" });
    expect(itemsOf(bouquet).flat()).toContain("جدّدوا الماء باستمرار.");
    const size = await detailsOn(`/ar/collection/${id}?size=Signature`);
    expect(itemsOf(size)).toContainEqual(["15 غصن زيتون", "ليزيانثوس"]);
    expect(size.text).toContain("باقة وافرة تملأ الذراعين");
    expect(size.paragraphs).toContainEqual({ lang: "ar", text: "بارتفاع 60 سم تقريبًا" });
    expect(size.text).not.toContain("أجود أزهار الموسم");
    const english = await detailsOn(`/collection/${id}?size=Signature`);
    expect(itemsOf(english)).toContainEqual(["15 olive branches", "Lisianthus"]);
    expect(english.paragraphs).toContainEqual({ lang: "en", text: "About 60 cm tall" });
    expect(itemsOf(english).flat()).toContain("Keep the water fresh.");

    const form = page(await (await admin.get(`/admin/collection/${id}/edit`)).text());
    for (const label of [
      "Ingredients (comma-separated)",
      "المكوّنات بالعربية (افصل بينها بفاصلة)",
      "المقاسات بالعربية",
      "تعليمات العناية بالعربية (تعليمة في كل سطر)",
      "الوصف بالعربية",
    ]) {
      expect(form.all("label").map(textOf)).toContain(label);
    }
    expect(form.one('input[name="ingredientsAr"]').attrs.value).toBe(
      "أغصان الزيتون، ليزيانثوس أبيض",
    );
    expect(form.one('input[name="sizes[0].dimensionsAr"]').attrs.value).toBe(
      "بارتفاع 60 سم تقريبًا",
    );
    expect(textOf(form.one('textarea[name="careAr"]'))).toBe("جدّدوا الماء باستمرار.");

    // Emptied in the form, a text is gone: the Arabic page shows the English one again.
    const cleared = await admin.post(
      `/admin/collection/${id}/edit`,
      editPost(created.body.imageUrl, { care: "Keep the water fresh." }),
    );
    expect(cleared.status).toBe(302);
    expect(readRow("select care, care_ar, dimensions from items where id = ?", id)).toEqual({
      care: "Keep the water fresh.",
      care_ar: null,
      dimensions: null,
    });
  });

  test("a detail too long is refused with its message, and nothing is saved", async () => {
    const admin = await signInAsAdmin();
    const created = await sendItem({ ...DETAILED, title: "Olive Hour" });
    const id = created.body._id as string;
    const refused = await admin.post(
      `/admin/collection/${id}/edit`,
      editPost(created.body.imageUrl, {
        careAr: "جدّدوا الماء",
        "sizes[0].dimensionsAr": "س".repeat(201),
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Keep the Arabic dimensions under 200 characters.");
    expect(readRow("select care_ar from items where id = ?", id)).toEqual({
      care_ar: DETAILED.careAr,
    });
  });
});

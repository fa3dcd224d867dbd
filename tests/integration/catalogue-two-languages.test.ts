// The catalogue in two languages through the real server build: the Arabic texts through the JSON
// API (multipart items, JSON categories) and the admin's forms posted without JavaScript, the
// Arabic pages showing them (or the English text marked lang="en"), and search in Arabic.
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createCategory, itemForm, pngBytes, storedItemsTitled } from "../support/catalogue";
import { readRow, readRows } from "../support/database";
import { langOf, page as read, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let admin: AdminBrowser;
beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
});

interface ArabicItemJson {
  _id: string;
  title: string;
  titleAr: string | null;
  shortDescriptionAr: string | null;
  longDescriptionAr: string | null;
  sizes: { sizeName: string; sizeNameAr: string | null }[];
  categories: { name: string; nameAr: string | null }[];
}

/** Posts (or puts) a multipart item body with the Arabic fields given. */
async function sendItem(
  fields: Record<string, string>,
  { id, sizes }: { id?: string; sizes?: unknown[] } = {},
) {
  const form = itemForm({ title: fields.title ?? "Arabic Test" }, await pngBytes());
  if (sizes) form.set("sizes", JSON.stringify(sizes));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await call(id ? `/api/collection/${id}` : "/api/collection", {
    method: id ? "PUT" : "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ArabicItemJson & any };
}

const arabicColumns = (id: string) =>
  readRow<{ title_ar: string | null; short_description_ar: string | null }>(
    "select title_ar, short_description_ar from items where id = ?",
    id,
  );

describe("the JSON API", () => {
  test("a multipart item carries its Arabic title, descriptions and size names, and reads them back", async () => {
    const category = await createCategory(token, "Arabic Roses");
    await callJson(`/api/categories/${category._id}`, {
      method: "PUT",
      token,
      body: { nameAr: "الورود" },
    });
    const created = await sendItem(
      {
        title: "Desert Rose",
        titleAr: "  وردة الصحراء ",
        shortDescriptionAr: "ورود بلون الرمال",
        longDescriptionAr: "",
        categories: JSON.stringify([category._id]),
      },
      {
        sizes: [
          { sizeName: "Petite", sizeNameAr: "صغير", price: 650 },
          { sizeName: "Grand", price: 950 },
        ],
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Desert Rose",
      titleAr: "وردة الصحراء",
      shortDescriptionAr: "ورود بلون الرمال",
      longDescriptionAr: null,
      sizes: [
        { sizeName: "Petite", sizeNameAr: "صغير" },
        { sizeName: "Grand", sizeNameAr: null },
      ],
      categories: [{ name: "Arabic Roses", nameAr: "الورود" }],
    });

    const read = await callJson(`/api/collection/${created.body._id}`);
    expect(read.body).toMatchObject({ titleAr: "وردة الصحراء", longDescriptionAr: null });
    const listed = (await callJson("/api/collection")).body as ArabicItemJson[];
    expect(listed.find((item) => item._id === created.body._id)?.titleAr).toBe("وردة الصحراء");
  });

  test("an update changes the Arabic texts it carries, empties them to null and keeps the rest", async () => {
    const created = await sendItem({
      title: "Sand Dune",
      titleAr: "كثيب",
      shortDescriptionAr: "رمل",
    });
    const form = new FormData();
    form.set("shortDescriptionAr", "");
    form.set("longDescriptionAr", "قصة طويلة");
    const response = await call(`/api/collection/${created.body._id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      titleAr: "كثيب",
      shortDescriptionAr: null,
      longDescriptionAr: "قصة طويلة",
    });
  });

  test("an Arabic text over the English field's length is a 400 and changes nothing", async () => {
    const created = await sendItem({ title: "Long Tale", titleAr: "حكاية" });
    const tooLong = await sendItem(
      { title: "Long Tale", titleAr: "ورد".repeat(41) },
      { id: created.body._id },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.titleAr).toEqual(["Keep the Arabic title under 120 characters."]);
    expect(arabicColumns(created.body._id)?.title_ar).toBe("حكاية");

    const before = readRows("select id from items").length;
    const tooLongSize = await sendItem(
      { title: "Size Too Long" },
      { sizes: [{ sizeName: "Grand", sizeNameAr: "ك".repeat(61), price: 900 }] },
    );
    expect(tooLongSize.status).toBe(400);
    expect(readRows("select id from items").length).toBe(before);
  });

  test("categories take nameAr as JSON: written, emptied to null, refused when too long", async () => {
    const created = await callJson("/api/categories", {
      method: "POST",
      token,
      body: { name: "Orchid Room", slug: "", nameAr: "غرفة الأوركيد" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Orchid Room", nameAr: "غرفة الأوركيد" });
    const id = created.body._id as string;
    expect((await callJson(`/api/categories/${id}`)).body.nameAr).toBe("غرفة الأوركيد");

    const tooLong = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { nameAr: "أ".repeat(81) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.nameAr).toBeDefined();
    expect((await callJson(`/api/categories/${id}`)).body.nameAr).toBe("غرفة الأوركيد");

    const kept = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { order: 4 },
    });
    expect(kept.body).toMatchObject({ order: 4, nameAr: "غرفة الأوركيد" });
    const emptied = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { nameAr: "" },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.nameAr).toBeNull();
  });
});

describe("a category's Arabic description", () => {
  test("is taken as JSON beside the English one, kept, emptied to null, refused when too long", async () => {
    const created = await callJson("/api/categories", {
      method: "POST",
      token,
      body: {
        name: "Garden Room",
        slug: "",
        description: "Loose garden stems.",
        descriptionAr: "سيقان حدائق طليقة.",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: "Loose garden stems.",
      descriptionAr: "سيقان حدائق طليقة.",
    });
    const id = created.body._id as string;
    const tooLong = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { descriptionAr: "أ".repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.descriptionAr).toEqual([
      "Keep the Arabic description under 500 characters.",
    ]);
    const kept = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { order: 2 },
    });
    expect(kept.body.descriptionAr).toBe("سيقان حدائق طليقة.");

    // Each language's page shows its own, marked with its language.
    const slug = created.body.slug as string;
    const arabic = await (await call(`/ar/${slug}`)).text();
    expect(langOf(read(arabic).byText("سيقان حدائق طليقة."))).toBe("ar");
    expect(arabic).not.toContain("Loose garden stems.");
    expect(arabic).toContain('<meta name="description" content="سيقان حدائق طليقة."');
    const english = await (await call(`/${slug}`)).text();
    expect(english).toContain("Loose garden stems.");
    expect(english).not.toContain("سيقان حدائق طليقة.");

    const emptied = await callJson(`/api/categories/${id}`, {
      method: "PUT",
      token,
      body: { descriptionAr: "" },
    });
    expect(emptied.body.descriptionAr).toBeNull();
    // Unwritten, the Arabic page shows the English one, marked as English.
    const fallback = read(await (await call(`/ar/${slug}`)).text());
    expect(langOf(fallback.byText("Loose garden stems."))).toBe("en");
  });
});

describe("the admin's forms without JavaScript", () => {
  /** The item form as the browser posts it, Arabic fields and all. */
  function itemPost(fields: Record<string, string>, image?: File): FormData {
    const form = new FormData();
    form.set("csrf", admin.csrf);
    form.set("shortDescription", "");
    form.set("longDescription", "");
    form.set("titleAr", "");
    form.set("shortDescriptionAr", "");
    form.set("longDescriptionAr", "");
    form.set("inStock", "on");
    form.set("sizes[0].sizeName", "Signature");
    form.set("sizes[0].sizeNameAr", "");
    form.set("sizes[0].price", "950");
    form.set("imageUrl", "");
    form.set("image", image ?? new File([], "", { type: "application/octet-stream" }));
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  }

  test("the item form saves the Arabic fields, shows them again on edit, and an emptied one clears", async () => {
    const png = new File([await pngBytes()], "bouquet.png", { type: "image/png" });
    const created = await admin.post(
      "/admin/create",
      itemPost(
        {
          title: "Amber Evening",
          titleAr: "أمسية كهرمانية",
          shortDescriptionAr: "ورود بلون العنبر",
          longDescriptionAr: "باقة دافئة للأمسيات الطويلة.",
          "sizes[0].sizeNameAr": "مميّز",
        },
        png,
      ),
    );
    expect(created.status).toBe(302);
    const item = storedItemsTitled("Amber Evening")[0]!;
    const row = readRow<Record<string, string | null>>(
      "select title_ar, short_description_ar, long_description_ar from items where id = ?",
      item.id,
    );
    expect(row).toEqual({
      title_ar: "أمسية كهرمانية",
      short_description_ar: "ورود بلون العنبر",
      long_description_ar: "باقة دافئة للأمسيات الطويلة.",
    });
    expect(
      readRow<{ size_name_ar: string }>(
        "select size_name_ar from sizes where item_id = ?",
        item.id,
      ),
    ).toEqual({ size_name_ar: "مميّز" });

    const page = await (await admin.get(`/admin/collection/${item.id}/edit`)).text();
    const titleAr = read(page).byLabel("العنوان بالعربية");
    expect(titleAr.attrs.value).toBe("أمسية كهرمانية");
    expect([titleAr.attrs.dir, titleAr.attrs.lang]).toEqual(["rtl", "ar"]);
    expect(page).toContain("ورود بلون العنبر");
    expect(page).toContain("اسم الحجم بالعربية");

    const edited = await admin.post(
      `/admin/collection/${item.id}/edit`,
      itemPost({
        title: "Amber Evening",
        titleAr: "أمسية العنبر",
        imageUrl: item.mainImageId!,
      }),
    );
    expect(edited.status).toBe(302);
    expect(arabicColumns(item.id)).toEqual({
      title_ar: "أمسية العنبر",
      short_description_ar: null,
    });
  });

  test("the category form saves the Arabic name and shows it on edit", async () => {
    const saved = await admin.post("/admin/categories", {
      name: "Desert Blooms",
      nameAr: "أزهار الصحراء",
      slug: "",
      order: "0",
      description: "",
      descriptionAr: "أزهار من قلب الصحراء.",
    });
    expect(saved.status).toBe(302);
    const stored = readRow<{ id: string; name_ar: string }>(
      "select id, name_ar from categories where name = ?",
      "Desert Blooms",
    );
    expect(stored?.name_ar).toBe("أزهار الصحراء");
    const page = await (await admin.get(`/admin/categories?edit=${stored!.id}`)).text();
    expect(page).toContain("الاسم بالعربية");
    expect(page).toContain('value="أزهار الصحراء"');
    expect(page).toContain("الوصف بالعربية");
    const descriptionAr = read(page).byLabel("الوصف بالعربية");
    expect(textOf(descriptionAr)).toBe("أزهار من قلب الصحراء.");
    expect(descriptionAr.attrs.dir).toBe("rtl");
  });
});

describe("the Arabic pages", () => {
  test('/ar/collection shows Arabic titles, and an English one marked lang="en" where none is written', async () => {
    await sendItem({ title: "Saffron Garden", titleAr: "حديقة الزعفران" });
    await sendItem({ title: "Untranslated Posy" });

    const arabic = read(await (await call("/ar/collection")).text());
    expect(langOf(arabic.byRole("heading", "حديقة الزعفران"))).toBe("ar");
    expect(langOf(arabic.byRole("heading", "Untranslated Posy"))).toBe("en");
    expect(arabic.allByRole("heading", "Saffron Garden")).toEqual([]);

    const english = read(await (await call("/collection")).text());
    expect(english.allByRole("heading", "Saffron Garden")).toHaveLength(1);
    expect(english.text).not.toContain("حديقة الزعفران");
  });

  test("the Arabic item page shows the Arabic texts and size names", async () => {
    const item = await sendItem(
      { title: "Pearl Tide", titleAr: "مد اللؤلؤ", shortDescriptionAr: "ورود بيضاء كاللؤلؤ" },
      { sizes: [{ sizeName: "Signature", sizeNameAr: "مميّز", price: 950 }] },
    );
    const html = await (await call(`/ar/collection/${item.body._id}`)).text();
    expect(langOf(read(html).byRole("heading", "مد اللؤلؤ"))).toBe("ar");
    expect(html).toContain("ورود بيضاء كاللؤلؤ");
    // The size is chosen by its English name in the address; its label is the Arabic one.
    const sizeNames = read(html).allByText("مميّز");
    expect(sizeNames.length).toBeGreaterThan(0);
    for (const name of sizeNames) expect(langOf(name)).toBe("ar");
    expect(html).toContain("size=Signature");
  });

  test("/ar/search finds an Arabic title whatever its hamza, ta marbuta and diacritics", async () => {
    const item = await sendItem({ title: "Rose Lantern", titleAr: "أمسية الوردة" });
    for (const query of ["امسية", "الورده", "أَمْسِيَة", "إمسيه الوردة"]) {
      const html = await (await call(`/ar/search?q=${encodeURIComponent(query)}`)).text();
      expect(html, query).toContain(`/collection/${item.body._id}`);
      expect(html, query).toContain("أمسية الوردة");
    }
    const english = await (await call(`/search?q=${encodeURIComponent("الوردة")}`)).text();
    expect(english).toContain("Rose Lantern");
  });
});

// The admin's item form (/admin/create, /admin/collection/{id}/edit) and its upload route
// (/admin/images): the guard, CSRF, what a post creates or changes, and what it refuses.
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { adminToken, call } from "../support/shop";
import {
  createCategory,
  createItem,
  pngBytes,
  storedItem,
  storedItemsTitled,
} from "../support/catalogue";
import { countRows } from "../support/database";
import { page as read, textOf } from "../support/html";

let admin: AdminBrowser;
let token: string;
let roses: { _id: string };
let peonies: { _id: string };

beforeAll(async () => {
  admin = await signInAsAdmin();
  token = await adminToken();
  roses = await createCategory(token, "Roses");
  peonies = await createCategory(token, "Peonies");
});

interface SizeFields {
  sizeName: string;
  price: string;
  comparePrice?: string;
  description?: string;
  ingredients?: string;
}

/** The form as a browser without JavaScript posts it (multipart, files included). */
function itemPost(
  fields: {
    title?: string;
    sizes?: SizeFields[];
    categories?: string[];
    image?: File;
    imageUrl?: string;
    featured?: boolean;
    isAddOn?: boolean;
  },
  csrf = admin.csrf,
): FormData {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("title", fields.title ?? "");
  form.set("shortDescription", "Garden roses in blush.");
  form.set("longDescription", "");
  if (fields.featured) form.set("featured", "on");
  if (fields.isAddOn) form.set("isAddOn", "on");
  form.set("inStock", "on");
  (fields.sizes ?? []).forEach((size, index) => {
    for (const [key, value] of Object.entries(size)) form.set(`sizes[${index}].${key}`, value);
  });
  for (const id of fields.categories ?? []) form.append("categories", id);
  form.set("imageUrl", fields.imageUrl ?? "");
  form.set("image", fields.image ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}

const png = async () => new File([await pngBytes()], "bouquet.png", { type: "image/png" });

const twoSizes: SizeFields[] = [
  { sizeName: "Petite", price: "650", ingredients: "Garden roses, , Eucalyptus ," },
  { sizeName: "Grand", price: "1250.50", comparePrice: "1400", description: "Twice the roses" },
];

describe("the guard", () => {
  test("without a session the pages and posts go to /admin", async () => {
    const item = await createItem(token, { title: "Guarded" });
    for (const path of ["/admin/create", `/admin/collection/${item._id}/edit`]) {
      const page = await call(path, { redirect: "manual" });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe("/admin");
      const post = await call(path, { method: "POST", body: new FormData(), redirect: "manual" });
      expect(post.status, path).toBe(302);
      expect(post.headers.get("location"), path).toBe("/admin");
    }
    const upload = new FormData();
    upload.set("image", await png());
    const refused = await call("/admin/images", {
      method: "POST",
      body: upload,
      redirect: "manual",
    });
    expect(refused.status).toBe(302);
  });

  test("a post without this session's CSRF secret is refused with 403 and creates nothing", async () => {
    const item = await createItem(token, { title: "Kept as it was" });
    const before = countRows("items");
    const create = await admin.post(
      "/admin/create",
      itemPost({ title: "Forged", sizes: twoSizes, image: await png() }, "forged"),
    );
    expect(create.status).toBe(403);
    const edit = await admin.post(
      `/admin/collection/${item._id}/edit`,
      itemPost({ title: "Forged", sizes: twoSizes, imageUrl: "" }, "forged"),
    );
    expect(edit.status).toBe(403);
    const upload = new FormData();
    upload.set("csrf", "forged");
    upload.set("image", await png());
    expect((await admin.post("/admin/images", upload)).status).toBe(403);
    expect(countRows("items")).toBe(before);
    expect(storedItem(item._id)?.title).toBe("Kept as it was");
  });
});

describe("create", () => {
  test("the page shows the form with the categories", async () => {
    const page = await admin.get("/admin/create");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Create Item");
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain("Roses");
    expect(html).toContain("Peonies");
  });

  test("two sizes and an image create the bouquet at the right prices, then the list", async () => {
    const response = await admin.post(
      "/admin/create",
      itemPost({
        title: "Blush Atelier",
        sizes: twoSizes,
        categories: [roses._id, peonies._id],
        image: await png(),
        featured: true,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/collection");
    const list = await call("/admin/collection", {
      headers: { Cookie: response.headers.get("set-cookie")!.split(";")[0]! },
    });
    expect(await list.text()).toContain("&quot;Blush Atelier&quot; has been created successfully!");

    const item = storedItemsTitled("Blush Atelier")[0]!;
    expect(item.sizes.map((s) => [s.sizeName, s.price, s.comparePrice])).toEqual([
      ["Petite", 65_000, null],
      ["Grand", 125_050, 140_000],
    ]);
    expect(item.sizes[0]!.ingredients).toEqual(["Garden roses", "Eucalyptus"]);
    expect(item.sizes[1]!.description).toBe("Twice the roses");
    expect(item.categories.map((c) => c.id)).toEqual([roses._id, peonies._id]);
    expect(item.featured).toBe(true);
    expect(item.isNew).toBe(false);
    expect(item.inStock).toBe(true);
    expect(item.mainImageId).toMatch(/^[0-9a-f]{24}$/);
    expect((await call(`/api/images/${item.mainImageId}`)).status).toBe(200);
  });

  test("with JavaScript the page stays and answers with the message", async () => {
    const form = itemPost({ title: "Quiet Ivory", sizes: twoSizes, image: await png() });
    form.set("enhanced", "1");
    const response = await admin.post("/admin/create", form);
    expect(response.status).toBe(200);
    expect(storedItemsTitled("Quiet Ivory")).toHaveLength(1);
  });

  test("missing fields are answered beside them and create nothing", async () => {
    const before = countRows("items");
    const response = await admin.post(
      "/admin/create",
      itemPost({ title: "", sizes: [{ sizeName: "", price: "twelve" }] }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Title is required.");
    expect(html).toContain("Size name is required");
    expect(html).toContain("Please enter a valid price");
    expect(html).toContain("Please upload an image");
    // What was typed comes back.
    expect(html).toContain('value="twelve"');
    expect(countRows("items")).toBe(before);
  });

  test("no sizes at all: 'Please add at least one size'", async () => {
    const response = await admin.post(
      "/admin/create",
      itemPost({ title: "Sizeless", image: await png() }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please add at least one size");
    expect(storedItemsTitled("Sizeless")).toHaveLength(0);
  });

  test("a file that is not an image is refused beside the field; what was typed stays", async () => {
    const response = await admin.post(
      "/admin/create",
      itemPost({
        title: "Paper Bouquet",
        sizes: twoSizes,
        image: new File(["just words"], "notes.txt", { type: "text/plain" }),
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.",
    );
    expect(html).toContain('value="Paper Bouquet"');
    expect(storedItemsTitled("Paper Bouquet")).toHaveLength(0);
  });

  test("an image over 5 MB is refused beside the field, the rest of the form kept", async () => {
    const big = new File([new Uint8Array(5_242_881)], "huge.jpg", { type: "image/jpeg" });
    const response = await admin.post(
      "/admin/create",
      itemPost({ title: "Heavy Peonies", sizes: twoSizes, image: big }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Image is too large. Maximum size is 5MB.");
    expect(html).toContain('value="Heavy Peonies"');
    expect(storedItemsTitled("Heavy Peonies")).toHaveLength(0);
  });

  test("a post of over 30 MB is answered on the page, not with an error page", async () => {
    const form = itemPost({ title: "Many Photos", sizes: twoSizes });
    for (let i = 0; i < 7; i++) {
      form.append(
        "gallery",
        new File([new Uint8Array(4_900_000)], `p${i}.jpg`, { type: "image/jpeg" }),
      );
    }
    const response = await admin.post("/admin/create", form);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Error creating item: The form is too large.");
    expect(storedItemsTitled("Many Photos")).toHaveLength(0);
  });

  test("an image sent with a form that fails elsewhere is kept for the next try", async () => {
    const first = await admin.post(
      "/admin/create",
      itemPost({ title: "", sizes: twoSizes, image: await png() }),
    );
    expect(first.status).toBe(400);
    const kept = (await first.text()).match(/name="imageUrl"[^>]*value="([0-9a-f]{24})"/)?.[1];
    expect(kept).toBeDefined();
    const second = await admin.post(
      "/admin/create",
      itemPost({ title: "Second Try", sizes: twoSizes, imageUrl: kept }),
    );
    expect(second.status).toBe(302);
    expect(storedItemsTitled("Second Try")[0]?.mainImageId).toBe(kept);
  });

  test("'Add size' without JavaScript comes back with one more size group", async () => {
    const form = itemPost({ title: "Growing", sizes: [twoSizes[0]!] });
    form.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "sizes" } }));
    const response = await admin.post("/admin/create", form);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="sizes[1].sizeName"');
    expect(html).toContain('value="Petite"');
    expect(storedItemsTitled("Growing")).toHaveLength(0);
  });

  test("the domain's refusal is 'Error creating item: …'", async () => {
    const response = await admin.post(
      "/admin/create",
      itemPost({
        title: "Twins",
        sizes: [
          { sizeName: "Grand", price: "900" },
          { sizeName: "grand", price: "950" },
        ],
        image: await png(),
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Error creating item: Size &quot;grand&quot; is listed twice.");
    expect(html).toContain("Each size needs its own name.");
  });
});

describe("add-ons", () => {
  test("the form offers the checkbox, unticked for a new item", async () => {
    const html = await (await admin.get("/admin/create")).text();
    const box = html.match(/<input[^>]*name="isAddOn"[^>]*>/)?.[0];
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
    expect(html).toContain("Add-on (offered with bouquets, not listed on its own)");
  });

  test("ticked without JavaScript it creates an add-on: tagged in the admin's list, not in the shop", async () => {
    const response = await admin.post(
      "/admin/create",
      itemPost({
        title: "Glass Cylinder Vase",
        sizes: [{ sizeName: "Standard", price: "120" }],
        image: await png(),
        isAddOn: true,
      }),
    );
    expect(response.status).toBe(302);
    const item = storedItemsTitled("Glass Cylinder Vase")[0]!;
    expect(item.isAddOn).toBe(true);

    const list = await (await admin.get("/admin/collection?q=cylinder")).text();
    const listed = read(list);
    const card = listed.within(listed.byRole("article", "Glass Cylinder Vase"));
    const tags = card.within(card.byRole("list", "Tags")).allByRole("listitem").map(textOf);
    expect(tags).toContain("Add-on");
    // No 'View in shop' for an add-on: it has no page of its own.
    expect(list).not.toContain(`href="/collection/${item.id}"`);
    const shop = (await (await call("/api/collection")).json()) as { _id: string }[];
    expect(shop.map((one) => one._id)).not.toContain(item.id);
  });

  test("edit shows it ticked; unticked and saved, the add-on is a bouquet again", async () => {
    const made = await createItem(token, { title: "Cotton Card", isAddOn: true });
    const page = await (await admin.get(`/admin/collection/${made._id}/edit`)).text();
    const addOn = read(page).byRole("checkbox", /^Add-on/);
    expect(addOn.attrs.checked).toBeDefined();

    const response = await admin.post(
      `/admin/collection/${made._id}/edit`,
      itemPost({
        title: "Cotton Card",
        sizes: [{ sizeName: "Standard", price: "25" }],
        imageUrl: storedItem(made._id)!.mainImageId!,
      }),
    );
    expect(response.status).toBe(302);
    expect(storedItem(made._id)!.isAddOn).toBe(false);
    const list = await (await admin.get("/admin/collection?q=cotton")).text();
    expect(list).not.toContain("coll-card__tag--add-on");
    expect(list).toContain(`href="/collection/${made._id}"`);
  });
});

describe("edit", () => {
  test("the form comes filled in; an unknown item is a 404", async () => {
    const item = await createItem(token, {
      title: "Velvet Hour",
      sizes: [{ sizeName: "Classic", price: 880, ingredients: ["Roses", "Ruscus"] }],
      categories: [roses._id],
    });
    const page = await admin.get(`/admin/collection/${item._id}/edit`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Edit item");
    expect(html).toContain('value="Velvet Hour"');
    expect(html).toContain('value="880"');
    expect(html).toContain('value="Roses, Ruscus"');
    const missing = await admin.get("/admin/collection/0123456789abcdef01234567/edit");
    expect(missing.status).toBe(404);
  });

  test("saving changes the bouquet and returns to the list as it was", async () => {
    const item = await createItem(token, {
      title: "Morning Dew",
      sizes: [{ sizeName: "Classic", price: 700 }],
      categories: [roses._id],
    });
    const current = storedItem(item._id)!;
    const response = await admin.post(
      `/admin/collection/${item._id}/edit?search=dew&page=2`,
      itemPost({
        title: "Morning Dew",
        sizes: [
          { sizeName: "Classic", price: "725.25" },
          { sizeName: "Grand", price: "990" },
        ],
        categories: [peonies._id],
        imageUrl: current.mainImageId!,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/collection?search=dew&page=2");
    const saved = storedItem(item._id)!;
    expect(saved.sizes.map((s) => [s.sizeName, s.price])).toEqual([
      ["Classic", 72_525],
      ["Grand", 99_000],
    ]);
    expect(saved.categories.map((c) => c.id)).toEqual([peonies._id]);
    expect(saved.mainImageId).toBe(current.mainImageId);
    expect(saved.inStock).toBe(true);
  });

  test("errors keep the bouquet as it was", async () => {
    const item = await createItem(token, { title: "Unchanged" });
    const response = await admin.post(
      `/admin/collection/${item._id}/edit`,
      itemPost({ title: "Changed", sizes: [], imageUrl: storedItem(item._id)!.mainImageId! }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please add at least one size");
    expect(storedItem(item._id)!.title).toBe("Unchanged");
  });
});

describe("the upload route", () => {
  test("stores an image and answers its id", async () => {
    const form = new FormData();
    form.set("image", await png());
    const response = await admin.post("/admin/images", form);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { _id: string; url: string };
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await call(body.url)).headers.get("content-type")).toBe("image/webp");
  });

  test("refuses over 5 MB with 413 and a file that is not an image with 415", async () => {
    const big = new FormData();
    big.set("image", new File([new Uint8Array(5_242_881)], "big.png", { type: "image/png" }));
    const tooLarge = await admin.post("/admin/images", big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "Image is too large. Maximum size is 5MB." });

    const text = new FormData();
    // Named like an image: the bytes decide.
    text.set("image", new File(["not a picture"], "fake.png", { type: "image/png" }));
    const wrongType = await admin.post("/admin/images", text);
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      error: "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.",
    });
  });
});

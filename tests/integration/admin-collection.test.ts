// /admin/collection: the guarded list with its search and filters, the in-place delete (the
// list's action) and the confirm step (/admin/collection/{id}/delete) without JavaScript.
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createCategory, createItem, orderFor } from "../support/catalogue";
import { countRows } from "../support/database";
import { nameOf, page as read } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let admin: AdminBrowser;
let token: string;
const made: Record<string, { _id: string; title: string }> = {};

/** The item titles on a list page, in order. */
async function titlesOn(path: string): Promise<string[]> {
  const response = await admin.get(path);
  expect(response.status, path).toBe(200);
  // Each item's card is an article named by its title.
  const shown = read(await response.text());
  return shown.allByRole("article").map((card) => nameOf(card, shown.root));
}

beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
  const roses = await createCategory(token, "Roses");
  const orchids = await createCategory(token, "Orchids");
  made.ivory = await createItem(token, {
    title: "Ivory Hour",
    categories: [roses._id],
    featured: true,
  });
  made.plum = await createItem(token, {
    title: "Plum Velvet",
    categories: [roses._id],
    isNew: true,
  });
  made.orchid = await createItem(token, {
    title: "Moth Orchid 100%",
    categories: [orchids._id],
    sizes: [
      { sizeName: "Petite", price: 450 },
      { sizeName: "Signature", price: 650 },
      { sizeName: "Grand", price: 850 },
      { sizeName: "Opulent", price: 1250 },
      { sizeName: "Atelier", price: 2200 },
    ],
  });
  // Out of stock, through the same JSON API the shop's tools use.
  const form = new FormData();
  form.set("inStock", "false");
  const update = await call(`/api/collection/${made.orchid._id}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(update.status).toBe(200);
});

describe("the guard", () => {
  test("the list and the confirm step send a visitor without a session to /admin", async () => {
    for (const path of ["/admin/collection", `/admin/collection/${made.ivory!._id}/delete`]) {
      const response = await call(path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
  });

  test("both deletes refuse a post without a session (302) and without the CSRF secret (403)", async () => {
    const id = made.ivory!._id;
    for (const path of ["/admin/collection", `/admin/collection/${id}/delete`]) {
      const anonymous = await call(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id }),
        redirect: "manual",
      });
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toBe("/admin");

      const forged = await admin.post(path, { csrf: "forged", id });
      expect(forged.status, path).toBe(403);
    }
    expect(countRows("items", "id = ?", id)).toBe(1);
  });
});

describe("the list", () => {
  test("shows every item with its count, price, tags and at most 3 sizes plus '+N more'", async () => {
    const response = await admin.get("/admin/collection");
    const html = await response.text();
    expect(html).toContain("3 items");
    expect(await titlesOn("/admin/collection")).toEqual([
      "Moth Orchid 100%",
      "Plum Velvet",
      "Ivory Hour",
    ]);
    expect(html).toContain("AED 450 - AED 2,200");
    expect(html).toContain("+2 more");
    expect(read(html).allByText("Opulent")).toEqual([]);
    expect(html).toContain("Out of stock");
    expect(html).toContain(`href="/admin/collection/${made.ivory!._id}/edit"`);
    expect(html).toContain(`href="/admin/collection/${made.ivory!._id}/delete"`);
    expect(html).toContain(`href="/collection/${made.ivory!._id}"`);
  });

  test("search and filters narrow the list; links keep the filters", async () => {
    expect(await titlesOn("/admin/collection?q=velvet")).toEqual(["Plum Velvet"]);
    // Every word must match; LIKE's wildcards are taken literally.
    expect(await titlesOn("/admin/collection?q=garden+peonies")).toHaveLength(3);
    expect(await titlesOn("/admin/collection?q=100%25")).toEqual(["Moth Orchid 100%"]);
    expect(await titlesOn("/admin/collection?q=_")).toEqual([]);
    expect(await titlesOn("/admin/collection?category=roses")).toEqual([
      "Plum Velvet",
      "Ivory Hour",
    ]);
    expect(await titlesOn("/admin/collection?category=orchids")).toEqual(["Moth Orchid 100%"]);
    expect(await titlesOn("/admin/collection?featured=yes")).toEqual(["Ivory Hour"]);
    expect(await titlesOn("/admin/collection?featured=no&category=roses")).toEqual(["Plum Velvet"]);
    expect(await titlesOn("/admin/collection?new=yes")).toEqual(["Plum Velvet"]);
    expect(await titlesOn("/admin/collection?stock=out")).toEqual(["Moth Orchid 100%"]);
    expect(await titlesOn("/admin/collection?stock=in&new=no")).toEqual(["Ivory Hour"]);
    // Values the form never sends mean "any".
    expect(await titlesOn("/admin/collection?featured=maybe&q=")).toHaveLength(3);

    const html = await (await admin.get("/admin/collection?category=roses&q=&featured=no")).text();
    expect(html).toContain("1 of 3 items");
    expect(html).toContain(
      `href="/admin/collection/${made.plum!._id}/edit?category=roses&amp;featured=no"`,
    );
  });

  test("says honestly when nothing matches", async () => {
    const html = await (await admin.get("/admin/collection?q=tulips")).text();
    expect(html).toContain("No items match these filters.");
    expect(html).toContain("0 of 3 items");
  });
});

describe("deleting", () => {
  test("the confirm step asks 'Are you sure…?', names the item and what happens to past orders", async () => {
    const bouquet = await createItem(token, { title: "Ordered Once" });
    const order = await callJson("/api/orders", { method: "POST", body: orderFor(bouquet) });
    expect(order.status).toBe(201);

    const page = await admin.get(`/admin/collection/${bouquet._id}/delete?q=ordered`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Are you sure you want to delete this item?");
    expect(html).toContain("Ordered Once");
    expect(html).toContain("It is in 1 past order, which keeps its own copy");

    const response = await admin.post(`/admin/collection/${bouquet._id}/delete?q=ordered`, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/collection?q=ordered");
    expect(countRows("items", "id = ?", bouquet._id)).toBe(0);
    // The order keeps its line, with the title and price it was sold at.
    expect(countRows("order_lines", "title = ? and item_id is null", "Ordered Once")).toBe(1);

    // The next page shows the status message once.
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__admin="));
    const list = await call("/admin/collection?q=ordered", {
      headers: { Cookie: cookie!.split(";")[0]! },
    });
    const listHtml = await list.text();
    expect(listHtml).toContain("Item deleted successfully");
    expect(listHtml).toContain("No items match these filters.");
  });

  test("the list's in-place delete answers data, and an unknown item is an error", async () => {
    const bouquet = await createItem(token, { title: "Short Lived" });
    // As the page's fetcher posts it: Remix's data request for the list route's action.
    const response = await admin.post("/admin/collection.data", { id: bouquet._id });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Item deleted successfully");
    expect(countRows("items", "id = ?", bouquet._id)).toBe(0);
    expect(await titlesOn("/admin/collection?q=short+lived")).toEqual([]);

    const again = await admin.post("/admin/collection.data", { id: bouquet._id });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Error deleting item: Item Not Found");
  });

  test("the confirm step of an item that is gone says so", async () => {
    const gone = await admin.get("/admin/collection/000000000000000000000000/delete");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Error deleting item: Item Not Found");
    const post = await admin.post("/admin/collection/000000000000000000000000/delete", {});
    expect(post.status).toBe(404);
  });
});

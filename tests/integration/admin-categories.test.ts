// /admin/categories as a browser without JavaScript uses it: the guard and CSRF on the page and its
// actions, adding and editing through the one schema and the domain, the delete step keeping the
// bouquets (decision 003).
import { describe, expect, test } from "vitest";
import { formBody, sessionCookieFrom, signInAsAdmin } from "../support/admin-session";
import { createCategory, createItem } from "../support/catalogue";
import { nameOf, page as read } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

interface ApiCategory {
  _id: string;
  name: string;
  slug: string;
  order: number;
  description: string;
}

async function apiCategories(): Promise<ApiCategory[]> {
  return (await callJson("/api/categories")).body as ApiCategory[];
}

/** The names on the page's category cards (each an article named by its heading). */
const cardNames = (html: string) => {
  const shown = read(html);
  return shown.allByRole("article").map((card) => nameOf(card, shown.root));
};

const withName = async (name: string) => (await apiCategories()).find((c) => c.name === name);

/** Posts the add (or an `?edit=`) form as the admin's browser does, expecting a 400: its page. */
async function refusedSave(fields: Record<string, string>, path = "/admin/categories") {
  const admin = await signInAsAdmin();
  const response = await admin.post(path, fields);
  expect(response.status).toBe(400);
  return response.text();
}

describe("the guard", () => {
  test("the page, the confirm step and their actions send a visitor without a session to /admin", async () => {
    const token = await adminToken();
    const category = await createCategory(token, "Guarded Blooms");
    for (const path of ["/admin/categories", `/admin/categories/${category._id}/delete`]) {
      const page = await call(path, { redirect: "manual" });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe("/admin");
      const post = await call(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ name: "Intruder", slug: "", order: "0" }),
        redirect: "manual",
      });
      expect(post.status, path).toBe(302);
      expect(post.headers.get("location"), path).toBe("/admin");
    }
    expect(await withName("Intruder")).toBeUndefined();
    expect(await withName("Guarded Blooms")).toBeDefined();
  });

  test("posts without the session's CSRF secret are refused with 403 and change nothing", async () => {
    const admin = await signInAsAdmin();
    const token = await adminToken();
    const category = await createCategory(token, "Forgery Proof");
    const add = await admin.post("/admin/categories", {
      csrf: "forged",
      name: "Forged",
      slug: "",
      order: "0",
    });
    expect(add.status).toBe(403);
    const remove = await admin.post(`/admin/categories/${category._id}/delete`, {
      csrf: "forged",
    });
    expect(remove.status).toBe(403);
    expect(await withName("Forged")).toBeUndefined();
    expect(await withName("Forgery Proof")).toBeDefined();
  });
});

describe("adding and editing", () => {
  test("the page shows the cards with their bouquet counts and the add form", async () => {
    const token = await adminToken();
    const category = await createCategory(token, "Counted Peonies", 4);
    await createItem(token, { title: "Peony Cloud", categories: [category._id] });
    await createItem(token, { title: "Peony Dusk", categories: [category._id] });
    const admin = await signInAsAdmin();
    const page = await admin.get("/admin/categories");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(cardNames(html)).toContain("Counted Peonies");
    expect(html).toContain("/counted-peonies");
    expect(html).toContain("2 bouquets");
    expect(html).toContain("Add a Category");
  });

  test.each([
    {
      case: "a name alone is enough: the server derives and normalises the slug",
      form: { name: "  Spring Blooms & Co! ", slug: "", order: "", description: "" },
      name: "Spring Blooms & Co!",
      stored: { slug: "spring-blooms--co", order: 0, description: "" },
      said: "Category &quot;Spring Blooms &amp; Co!&quot; added.",
    },
    {
      case: "a slug typed by hand is normalised on the server too",
      form: {
        name: "Desert Roses",
        slug: "  Desert ROSES of Dubai!! ",
        order: "3",
        description: "Sand-toned roses.",
      },
      name: "Desert Roses",
      stored: { slug: "desert-roses-of-dubai", order: 3, description: "Sand-toned roses." },
      said: "Category &quot;Desert Roses&quot; added.",
    },
  ])("$case", async ({ form, name, stored, said }) => {
    const admin = await signInAsAdmin();
    const response = await admin.post("/admin/categories", form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/categories");
    expect(await withName(name)).toMatchObject(stored);
    // The next page says so, once.
    const next = await call("/admin/categories", {
      headers: { Cookie: sessionCookieFrom(response, admin.cookie) },
    });
    expect(await next.text()).toContain(said);
  });

  test("a slug already in use is refused beside the slug field and nothing is created", async () => {
    const token = await adminToken();
    await createCategory(token, "Orchid Room");
    const before = (await apiCategories()).length;
    const html = await refusedSave({
      name: "Another Orchid Room",
      slug: "Orchid Room",
      order: "1",
    });
    expect(html).toContain("Could not save category.");
    expect(html).toMatch(
      /id="[^"]*slug-error"[^>]*>&quot;orchid-room&quot; is already used by another category\./,
    );
    // The typed values stay in the form.
    expect(html).toContain('value="Another Orchid Room"');
    expect((await apiCategories()).length).toBe(before);
  });

  test("an empty name: 'Name and slug are required.' and nothing is created", async () => {
    const before = (await apiCategories()).length;
    const html = await refusedSave({
      name: "  ",
      slug: "no-name",
      order: "0",
    });
    expect(html).toContain("Could not save category.");
    const form = read(html);
    expect(form.descriptionOf(form.byLabel("Name"))).toMatch(/^Name and slug are required\./);
    expect((await apiCategories()).length).toBe(before);
  });

  test("a name that leaves no slug, or a negative order, is refused beside its field", async () => {
    const html = await refusedSave({
      name: "!!!",
      slug: "",
      order: "-2",
    });
    const form = read(html);
    expect(form.descriptionOf(form.byLabel("Slug"))).toMatch(/^Name and slug are required\./);
    expect(form.descriptionOf(form.byLabel("Order"))).toMatch(
      /^Order must be a whole number of 0 or more\./,
    );
    expect(await withName("!!!")).toBeUndefined();
  });

  test("?edit= fills the form; saving changes it, and an emptied description is cleared", async () => {
    const token = await adminToken();
    const category = await createCategory(token, "Lilac Hour", 2);
    const admin = await signInAsAdmin();
    const first = await admin.post(`/admin/categories?edit=${category._id}`, {
      name: "Lilac Hour",
      slug: "lilac-hour",
      order: "2",
      description: "Lavender and lilac.",
    });
    expect(first.status).toBe(302);

    const page = await admin.get(`/admin/categories?edit=${category._id}`);
    const html = await page.text();
    expect(html).toContain("Edit Category");
    expect(html).toContain('value="lilac-hour"');
    expect(html).toContain("Lavender and lilac.");

    const saved = await admin.post(`/admin/categories?edit=${category._id}`, {
      name: "Lilac Evening",
      slug: "Lilac Evening",
      order: "5",
      description: "",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/categories");
    expect(await withName("Lilac Evening")).toMatchObject({
      _id: category._id,
      slug: "lilac-evening",
      order: 5,
      description: "",
    });
  });

  test("editing into another category's slug is refused and changes nothing", async () => {
    const token = await adminToken();
    await createCategory(token, "Taken Slug");
    const mine = await createCategory(token, "My Slug");
    const html = await refusedSave(
      { name: "My Slug", slug: "taken-slug", order: "0" },
      `/admin/categories?edit=${mine._id}`,
    );
    expect(html).toContain("is already used by another category.");
    expect(await withName("My Slug")).toMatchObject({ slug: "my-slug" });
  });

  test("the search filters by name or slug", async () => {
    const token = await adminToken();
    await createCategory(token, "Searchable Ranunculus");
    const other = await createCategory(token, "Hidden Tulips");
    await callJson(`/api/categories/${other._id}`, {
      method: "PUT",
      token,
      body: { name: "Hidden Tulips", slug: "tulips-by-slug", order: 0 },
    });
    const admin = await signInAsAdmin();
    const byName = await (await admin.get("/admin/categories?q=ranunc")).text();
    expect(cardNames(byName)).toEqual(["Searchable Ranunculus"]);
    const bySlug = await (await admin.get("/admin/categories?q=By Slug")).text();
    expect(cardNames(bySlug)).toEqual(["Hidden Tulips"]);
    const none = await (await admin.get("/admin/categories?q=zzz-nothing")).text();
    expect(none).toContain("No categories match");
  });
});

describe("deleting", () => {
  test("the confirm step says what happens to the bouquets; deleting keeps them", async () => {
    const token = await adminToken();
    const category = await createCategory(token, "Vase Studies");
    const items = [
      await createItem(token, { title: "Tall Vase", categories: [category._id] }),
      await createItem(token, { title: "Low Vase", categories: [category._id] }),
      await createItem(token, { title: "Round Vase", categories: [category._id] }),
    ];
    const admin = await signInAsAdmin();
    const step = await admin.get(`/admin/categories/${category._id}/delete`);
    expect(step.status).toBe(200);
    const html = await step.text();
    expect(html).toContain("Delete this category?");
    expect(html).toContain(
      "3 bouquets are in this category. They stay in the collection; only this category is removed from them.",
    );

    const removed = await admin.post(`/admin/categories/${category._id}/delete`, {});
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/categories");
    expect(await withName("Vase Studies")).toBeUndefined();
    for (const item of items) {
      const kept = await callJson(`/api/collection/${item._id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.categories).toEqual([]);
    }
    const next = await call("/admin/categories", {
      headers: { Cookie: sessionCookieFrom(removed, admin.cookie) },
    });
    expect(await next.text()).toContain(
      "Category &quot;Vase Studies&quot; deleted. 3 bouquets stay in the collection.",
    );
  });

  test("a category that is already gone: 'Could not delete category.' with the reason", async () => {
    const admin = await signInAsAdmin();
    const missing = "0123456789abcdef01234567";
    const step = await admin.get(`/admin/categories/${missing}/delete`);
    expect(step.status).toBe(404);
    const response = await admin.post(`/admin/categories/${missing}/delete`, {});
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Could not delete category.");
    expect(html).toContain("This category no longer exists");
  });
});

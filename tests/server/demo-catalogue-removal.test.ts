// 'Remove the demo catalogue' against the running server, on the demo shop as it is seeded: the
// owner removes the demo's bouquets, add-ons and categories; what the florist made or edited
// stays, paid orders keep their lines and invoice, the content and zones are untouched, staff are
// refused, the activity log names it, and a restart never brings the demo back. A shop left
// without bouquets says, in both languages, that its collection is coming.
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoAddOns, demoBouquets, demoCategories } from "../../seed/catalogue";
import { page as read } from "../support/html";
import { portal as portalOf, type Portal } from "../support/portal";
import {
  ADMIN,
  callShop,
  createBouquet,
  createCategory,
  editBouquet,
  postJson,
  pressPayNow,
  placeAndStartPayment,
  signIn,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";

const DEMO = { SEED_DEMO: "1" };
const SEEDING = "the shop is empty: seeding the demo catalogue";
const REMOVE = "/api/admin/demo-catalogue/remove";
const STAFF = { username: "rosa.staff", password: "a staff password of hers" };
const COMING_SOON = "Our new collection is being arranged. Please visit us again soon.";
const COMING_SOON_AR = "نُنسِّق مجموعتنا الجديدة الآن. يسعدنا أن تزورنا قريبًا.";

interface ItemJson {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
  categories: { _id: string; slug: string }[];
}

const getJson = async (shop: ShopProcess, path: string, token?: string) =>
  (await callShop(shop, path, { token })).json();

const titles = (list: { title: string }[]) => list.map((item) => item.title).sort();

/** Adds a staff colleague who has chosen her own password already. */
async function addStaff(shop: ShopProcess) {
  const owner = await portalOf(shop, ADMIN);
  expect((await owner.post("/admin/team", { ...STAFF, role: "staff" })).status).toBeLessThan(400);
  const db = new Database(join(shop.dir, "shop.db"));
  db.prepare("update admins set must_change_password = 0 where username = ?").run(STAFF.username);
  db.close();
  return owner;
}

describe("on the seeded demo shop, with the florist's own work and a paid order", () => {
  let shop: ShopProcess;
  let token: string;
  let owner: Portal;
  let edited: ItemJson;
  let own: { title: string };
  let ownCategory: { _id: string; slug: string };
  let order: { _id: string; orderNumber: string };
  let invoiceKey: string;
  let before: { content: unknown; zones: unknown; settings: unknown };

  beforeAll(async () => {
    shop = await startShopProcess(DEMO);
    token = await signIn(shop);
    owner = await addStaff(shop);

    const bouquets = (await getJson(shop, "/api/collection")) as ItemJson[];
    expect(bouquets).toHaveLength(demoBouquets.length);
    // A customer paid for a demo bouquet before the demo was removed.
    const bought = bouquets.find((item) => item.title === "Ivory Hour")!;
    const placed = await placeAndStartPayment(shop, bought);
    order = placed.order;
    const paid = await pressPayNow(shop, placed.paymentUrl);
    invoiceKey = new URL(paid.headers.location!, shop.url).searchParams.get("key")!;
    expect(invoiceKey).toBeTruthy();

    // The florist edits one demo bouquet (it is theirs now) and makes their own bouquet and category.
    const put = await editBouquet(
      shop,
      token,
      bouquets.find((item) => item.title === "Blush Reverie")!._id,
      { title: "Blush Reverie, our way" },
    );
    expect(put.status).toBe(200);
    edited = put.json();
    own = await createBouquet(shop, token, { title: "Our First Own Bouquet" });
    ownCategory = await createCategory(shop, token, {
      name: "Our Own Category",
      slug: "our-own",
      order: 9,
    });

    before = {
      content: await getJson(shop, "/api/admin/content", token),
      zones: await getJson(shop, "/api/delivery/zones"),
      settings: await getJson(shop, "/api/admin/delivery-settings", token),
    };
  }, 120_000);
  afterAll(() => shop.stop());

  test("staff are refused through the API and the portal, and nothing is removed", async () => {
    const login = await postJson(shop, "/api/admin/login", STAFF, { from: "127.0.0.2" });
    const staffToken = login.json().token as string;
    const refused = await callShop(shop, REMOVE, { method: "POST", token: staffToken });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toBe("Only an owner can remove the demo catalogue.");

    const staff = await portalOf(shop, STAFF, "127.0.0.3");
    const page = await staff.get("/admin/collection/remove-demo");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Only an owner can remove the demo catalogue.");
    expect(read(page.text).allByRole("button", "Remove the demo catalogue")).toEqual([]);
    expect((await staff.get("/admin/collection")).text).not.toContain("Remove the demo catalogue");
    expect((await staff.post("/admin/collection/remove-demo", {})).status).toBe(403);

    expect(await getJson(shop, "/api/collection")).toHaveLength(demoBouquets.length + 1);
    expect(await getJson(shop, "/api/add-ons")).toHaveLength(demoAddOns.length);
  });

  test("the owner is offered it on the collection page, with a confirmation step", async () => {
    const collection = await owner.get("/admin/collection");
    expect(collection.text).toContain('href="/admin/collection/remove-demo"');
    const page = await owner.get("/admin/collection/remove-demo");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Remove the demo catalogue?");
    expect(page.text).toContain(
      `${demoBouquets.length - 1 + demoAddOns.length} bouquets and add-ons and ${demoCategories.length} categories`,
    );
    expect(page.text).toContain("Bouquets and categories you created or edited yourself are kept");
    expect(page.text).toContain('name="csrf"');
    expect(read(page.text).allByRole("button", "Remove the demo catalogue")).toHaveLength(1);
  });

  test("the owner removes it: only the demo's unedited bouquets, add-ons and categories go", async () => {
    const removed = await callShop(shop, REMOVE, { method: "POST", token });
    expect(removed.status).toBe(200);
    // The edited bouquet's categories stay with it; every other demo category goes.
    const keptSlugs = edited.categories.map((category) => category.slug);
    expect(removed.json()).toEqual({
      removed: {
        items: demoBouquets.length - 1 + demoAddOns.length,
        categories: demoCategories.length - keptSlugs.length,
      },
    });

    expect(titles(await getJson(shop, "/api/collection"))).toEqual(titles([edited, own]).sort());
    expect(await getJson(shop, "/api/add-ons")).toEqual([]);
    const categories = (await getJson(shop, "/api/categories")) as { _id: string; slug: string }[];
    expect(categories.map((category) => category.slug).sort()).toEqual(
      [ownCategory.slug, ...keptSlugs].sort(),
    );
    // The storefront (its page cache) shows it at once.
    const home = await callShop(shop, "/collection");
    expect(home.text).not.toContain("Saffron Dusk");
    expect(home.text).toContain("Our First Own Bouquet");
  });

  test("the paid order keeps its lines and its invoice", async () => {
    const stored = await getJson(shop, `/api/orders/${order._id}`, token);
    expect(stored.items).toEqual([
      expect.objectContaining({ itemId: null, title: "Ivory Hour", price: expect.any(Number) }),
    ]);
    expect(stored.items[0].price).toBeGreaterThan(0);
    const orders = (await getJson(shop, "/api/orders", token)) as { _id: string }[];
    expect(orders.map((listed) => listed._id)).toContain(order._id);
    const invoice = await callShop(shop, `/invoice/${order._id}?key=${invoiceKey}`);
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain("Ivory Hour");
    expect(invoice.text).toContain(order.orderNumber.replace("MF-", "INV-"));
  });

  test("the content, the zones and the delivery settings are as they were", async () => {
    expect(await getJson(shop, "/api/admin/content", token)).toEqual(before.content);
    expect(await getJson(shop, "/api/delivery/zones")).toEqual(before.zones);
    expect(await getJson(shop, "/api/admin/delivery-settings", token)).toEqual(before.settings);
  });

  test("the activity log names who removed it and how many", async () => {
    const log = await getJson(shop, "/api/admin/activity?action=demo-catalogue-removed", token);
    expect(log).toEqual([
      expect.objectContaining({
        actor: ADMIN.username,
        action: "demo-catalogue-removed",
        details: {
          items: demoBouquets.length - 1 + demoAddOns.length,
          categories: demoCategories.length - edited.categories.length,
        },
      }),
    ]);
  });
});

describe("a shop whose demo catalogue the owner removed through the portal, before its first bouquet", () => {
  let shop: ShopProcess;
  let removedMessage: string;

  beforeAll(async () => {
    shop = await startShopProcess(DEMO);
    const token = await signIn(shop);
    await createCategory(shop, token, {
      name: "Wedding Flowers",
      slug: "wedding-flowers",
      order: 0,
    });
    const owner = await portalOf(shop, ADMIN);
    // The confirmation posted as a browser without JavaScript posts it, with its CSRF secret.
    const removed = await owner.post("/admin/collection/remove-demo", {});
    expect(removed.status).toBe(302);
    expect(removed.headers.location).toBe("/admin/collection");
    // The next page shows the status message the redirect's session carries.
    const session = ([] as string[])
      .concat(removed.headers["set-cookie"] ?? [])
      .find((cookie) => cookie.startsWith("__admin="))!
      .split(";")[0]!;
    removedMessage = (await owner.get("/admin/collection", { headers: { Cookie: session } })).text;
  }, 120_000);
  afterAll(() => shop.stop());

  test("the portal says what was removed, and offers it no more", () => {
    expect(removedMessage).toContain(
      `The demo catalogue was removed: ${demoBouquets.length + demoAddOns.length} bouquets and add-ons and ${demoCategories.length} categories.`,
    );
    expect(removedMessage).not.toContain('href="/admin/collection/remove-demo"');
  });

  test("nothing of the demo is left in the catalogue's JSON", async () => {
    expect(await getJson(shop, "/api/collection")).toEqual([]);
    expect(await getJson(shop, "/api/add-ons")).toEqual([]);
    expect(
      ((await getJson(shop, "/api/categories")) as { slug: string }[]).map((c) => c.slug),
    ).toEqual(["wedding-flowers"]);
  });

  test.each([
    ["/", COMING_SOON],
    ["/collection", COMING_SOON],
    ["/wedding-flowers", COMING_SOON],
    ["/ar", COMING_SOON_AR],
    ["/ar/collection", COMING_SOON_AR],
    ["/ar/wedding-flowers", COMING_SOON_AR],
  ])("%s answers 200 and says the collection is coming", async (path, words) => {
    const page = await callShop(shop, path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(words);
    // No bouquet is offered: no link leads to one.
    const bouquetLinks = read(page.text)
      .allByRole("link")
      .map((link) => link.attrs.href)
      .filter((href) => /\/collection\/[0-9a-f]{24}$/.test(href ?? ""));
    expect(bouquetLinks).toEqual([]);
    expect(page.text).not.toContain("No categories found");
  });

  test(
    "a restart does not seed the demo into the empty shop again",
    { timeout: 60_000 },
    async () => {
      await shop.stop();
      shop = await startShopProcess(DEMO, shop.dir);
      expect(shop.output.some((line) => line.includes(SEEDING))).toBe(false);
      expect(shop.output.some((line) => line.includes("not seeding it again"))).toBe(true);
      expect(await getJson(shop, "/api/collection")).toEqual([]);
      expect(await getJson(shop, "/api/add-ons")).toEqual([]);
    },
  );
});

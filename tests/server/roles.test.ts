// Owners and staff against the running server: a colleague added as staff is refused every
// owner's action, through the JSON API and through the portal's forms, and nothing changes; the
// owner's team change is in the activity log.
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ADMIN,
  callShop,
  postJson,
  signIn,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";
import { portal as portalOf } from "../support/portal";

const STAFF = { username: "rosa.staff", password: "a staff password of hers" };

let shop: ShopProcess;
let ownerToken: string;

/** Signs in through the /admin form as a browser does. */
const portal = (credentials: { username: string; password: string }) => portalOf(shop, credentials);

const settingsOf = async (token: string) =>
  (await callShop(shop, "/api/admin/delivery-settings", { token })).json();

beforeAll(async () => {
  shop = await startShopProcess({ UNPAID_ORDER_LIMIT: "0" });
  ownerToken = await signIn(shop);
  const owner = await portal(ADMIN);
  const added = await owner.post("/admin/team", { ...STAFF, role: "staff" });
  expect(added.status).toBeLessThan(400);
  // She has chosen her own password already (the first-password step is tested elsewhere).
  const db = new Database(join(shop.dir, "shop.db"));
  db.prepare("update admins set must_change_password = 0 where username = ?").run(STAFF.username);
  db.close();
});
afterAll(() => shop.stop());

describe("a colleague who is staff", () => {
  test("is refused the owner's actions through the JSON API, and nothing changes", async () => {
    const login = await postJson(shop, "/api/admin/login", STAFF, { from: "127.0.0.2" });
    expect(login.status).toBe(200);
    const token = login.json().token as string;
    const before = await settingsOf(token);
    const put = await callShop(shop, "/api/admin/delivery-settings", {
      method: "PUT",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...before, deliveryFee: 99 }),
    });
    expect(put.status).toBe(403);
    expect(put.json().error).toEqual(expect.any(String));
    expect(await settingsOf(ownerToken)).toEqual(before);
    expect((await callShop(shop, "/api/admin/activity", { token })).status).toBe(403);
    // What staff do every day still works.
    expect((await callShop(shop, "/api/orders", { token })).status).toBe(200);
  });

  test("is refused the owner's forms in the portal, and the team stays as it was", async () => {
    const staff = await portal(STAFF);
    const colleagues = () =>
      new Database(join(shop.dir, "shop.db"), { readonly: true })
        .prepare("select username, role from admins order by username")
        .all();
    const before = colleagues();
    const ownerId = (
      new Database(join(shop.dir, "shop.db"), { readonly: true })
        .prepare("select id from admins where username = ?")
        .get(ADMIN.username) as { id: string }
    ).id;

    const refusals = [
      await staff.post("/admin/team", {
        username: "intruder",
        password: "a long enough password",
        role: "owner",
      }),
      await staff.post("/admin/team", { intent: "change-role", colleague: ownerId, role: "staff" }),
      await staff.post(`/admin/team/${ownerId}/remove`, {}),
      await staff.post("/admin/delivery", { intent: "save-rules", sameDayCutoff: "09:00" }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.text).toMatch(/Only an owner can/);
    }
    const activity = await staff.get("/admin/activity");
    expect(activity.status).toBe(403);
    expect(activity.text).toContain("Only an owner can read the activity log.");
    expect(colleagues()).toEqual(before);
  });

  test("was added by the owner, as the activity log says", async () => {
    const log = (await callShop(shop, "/api/admin/activity", { token: ownerToken })).json() as {
      actor: string;
      action: string;
      subject: string;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: ADMIN.username,
        action: "colleague-added",
        subject: STAFF.username,
      }),
    );
  });
});

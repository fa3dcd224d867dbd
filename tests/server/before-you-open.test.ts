// A production start warns once per "Before you open" item: test payments, no mail server, no
// public address, the demo TRN, the demo contact details, the mail's sender and the shop's copy on
// the demo shop's domain, each policy page never saved, the demo's testimonials, rating claim,
// 'Trusted by', brand name and About, Craft and Portfolio texts, a generated session secret, the demo catalogue on sale and a first
// admin's starting password; a shop with its settings made warns of none of the server's
// settings, and one whose mail settings are on the demo's domain names them. The dashboard links
// each item where it is fixed, and an item goes once it is fixed.
import { afterEach, describe, expect, test } from "vitest";
import { portal } from "../support/portal";
import { ADMIN, startShopProcess, type ShopProcess } from "../support/server-process";

let shop: ShopProcess | undefined;
afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

const warnings = (process: ShopProcess) =>
  process
    .logLines()
    .filter((line) => line.level === 40 && typeof line.beforeYouOpen === "string")
    .map((line) => line.beforeYouOpen as string);

const PAGES = ["page-terms", "page-privacy", "page-returns", "page-delivery"];
/** The demo's words still shown (the test shops never save their content). */
const DEMO_WORDS = ["demo-testimonials", "demo-rating", "demo-trustedBy", "brand-pages"];
const FIRST_PASSWORD = `first-password-${ADMIN.username}`;

describe("Before you open at a production start", () => {
  test("one warning per item that holds", async () => {
    shop = await startShopProcess({ SMTP_URL: undefined, PUBLIC_URL: undefined });
    await expect.poll(() => warnings(shop!).length).toBeGreaterThanOrEqual(10);
    expect(warnings(shop).sort()).toEqual(
      [
        "payments",
        "smtp",
        "public-url",
        "trn",
        "contact",
        "mail-from",
        "shop-email",
        "brand",
        FIRST_PASSWORD,
        ...PAGES,
        ...DEMO_WORDS,
      ].sort(),
    );
    const trn = shop.logLines().find((line) => line.beforeYouOpen === "trn");
    expect(String(trn?.msg)).toContain("TRN");
    // The demo's contact email is both the sender and the shop's copy until the owner writes theirs.
    for (const id of ["mail-from", "shop-email"]) {
      const line = shop.logLines().find((line) => line.beforeYouOpen === id);
      expect(String(line?.msg)).toContain("concierge@maisonflorale.ae");
      expect(String(line?.msg)).toContain("Shop content");
    }
  });

  test("settings made in the server's environment are not warned about", async () => {
    shop = await startShopProcess({
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "https://shop.example",
      SHOP_TRN: "100234567890003",
      MAIL_FROM: "orders@roses.example",
      SHOP_EMAIL: "florists@roses.example",
      SHOP_NAME: "Roses & Co",
    });
    await expect.poll(() => warnings(shop!).includes("contact")).toBe(true);
    expect(warnings(shop).sort()).toEqual(
      ["payments", "contact", FIRST_PASSWORD, ...PAGES, ...DEMO_WORDS].sort(),
    );
  });

  test("mail settings on the demo shop's domain are warned about by name", async () => {
    shop = await startShopProcess({
      MAIL_FROM: "Maison Florale <orders@maisonflorale.ae>",
      SHOP_EMAIL: "florists@roses.example",
    });
    await expect.poll(() => warnings(shop!).includes("mail-from")).toBe(true);
    expect(warnings(shop)).not.toContain("shop-email");
    const line = shop.logLines().find((line) => line.beforeYouOpen === "mail-from");
    expect(String(line?.msg)).toContain("MAIL_FROM is orders@maisonflorale.ae");
  });
});

describe("Before you open on the dashboard", () => {
  test("a generated secret and the demo catalogue, each linked where it is fixed; a first password changed goes", async () => {
    shop = await startShopProcess({ SESSION_SECRET: undefined, SEED_DEMO: "1" });
    await expect.poll(() => warnings(shop!).includes("demo-catalogue")).toBe(true);
    expect(warnings(shop)).toEqual(expect.arrayContaining(["session-secret", FIRST_PASSWORD]));

    const owner = await portal(shop, ADMIN);
    const listed = async () => (await owner.get("/admin/dashboard")).text;
    const dashboard = await listed();
    for (const [item, href] of [
      ["session-secret", "/admin/setup#SESSION_SECRET"],
      ["payments", "/admin/setup#PAYMENT_PROVIDER"],
      ["brand", "/admin/content#content-brand"],
      ["brand-pages", "/admin/content#content-about"],
      ["demo-catalogue", "/admin/collection/remove-demo"],
      ["demo-testimonials", "/admin/content#content-testimonials"],
      [FIRST_PASSWORD, "/admin/account"],
    ]) {
      const row = dashboard.match(new RegExp(`<li[^>]*data-item="${item}"[^>]*>([\\s\\S]*?)</li>`));
      expect(row?.[1], item).toContain(`href="${href}"`);
    }
    expect(dashboard).not.toContain("docs/operations.md");

    const changed = await owner.post("/admin/account", {
      intent: "change-password",
      currentPassword: ADMIN.password,
      newPassword: "a new password of the owner's own",
      confirmPassword: "a new password of the owner's own",
    });
    expect(changed.status).toBe(302);
    const again = await portal(shop, { ...ADMIN, password: "a new password of the owner's own" });
    expect((await again.get("/admin/dashboard")).text).not.toContain(
      `data-item="${FIRST_PASSWORD}"`,
    );
  });

  test("a Stripe test key is still test mode: warned about, naming STRIPE_SECRET_KEY", async () => {
    shop = await startShopProcess({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "rk_test_before_you_open",
      STRIPE_WEBHOOK_SECRET: "whsec_before_you_open",
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "https://shop.example",
      SHOP_TRN: "100234567890003",
      SHOP_NAME: "Roses & Co",
    });
    await expect.poll(() => warnings(shop!).includes("contact")).toBe(true);
    expect(warnings(shop).sort()).toEqual(
      [
        "stripe-test-key",
        "contact",
        "mail-from",
        "shop-email",
        FIRST_PASSWORD,
        ...PAGES,
        ...DEMO_WORDS,
      ].sort(),
    );
    const key = shop.logLines().find((line) => line.beforeYouOpen === "stripe-test-key");
    expect(String(key?.msg)).toContain("STRIPE_SECRET_KEY is a Stripe test key");
  });
});

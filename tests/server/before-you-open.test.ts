// A production start warns once per "Before you open" item: test payments, no mail server, no
// public address, the demo TRN, the demo contact details and each policy page never saved; a
// shop with its settings made warns of none of the server's settings.
import { afterEach, describe, expect, test } from "vitest";
import { startShopProcess, type ShopProcess } from "../support/server-process";

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

describe("Before you open at a production start", () => {
  test("one warning per item that holds", async () => {
    shop = await startShopProcess({ SMTP_URL: undefined, PUBLIC_URL: undefined });
    await expect.poll(() => warnings(shop!).length).toBeGreaterThanOrEqual(8);
    expect(warnings(shop).sort()).toEqual(
      ["payments", "smtp", "public-url", "trn", "contact", ...PAGES].sort(),
    );
    const trn = shop.logLines().find((line) => line.beforeYouOpen === "trn");
    expect(String(trn?.msg)).toContain("TRN");
  });

  test("settings made in the server's environment are not warned about", async () => {
    shop = await startShopProcess({
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "https://shop.example",
      SHOP_TRN: "100234567890003",
    });
    await expect.poll(() => warnings(shop!).includes("contact")).toBe(true);
    expect(warnings(shop).sort()).toEqual(["payments", "contact", ...PAGES].sort());
  });

  test("a Stripe test key is still test mode: warned about, naming STRIPE_SECRET_KEY", async () => {
    shop = await startShopProcess({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "rk_test_before_you_open",
      STRIPE_WEBHOOK_SECRET: "whsec_before_you_open",
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "https://shop.example",
      SHOP_TRN: "100234567890003",
    });
    await expect.poll(() => warnings(shop!).includes("contact")).toBe(true);
    expect(warnings(shop).sort()).toEqual(["stripe-test-key", "contact", ...PAGES].sort());
    const key = shop.logLines().find((line) => line.beforeYouOpen === "stripe-test-key");
    expect(String(key?.msg)).toContain("STRIPE_SECRET_KEY is a Stripe test key");
  });
});

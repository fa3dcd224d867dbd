// A production start warns once per "Before you open" item: test payments, no mail server, no
// public address, the demo TRN, the demo contact details, the mail's sender and the shop's copy on
// the demo shop's domain, and each policy page never saved; a shop with its settings made warns of
// none of the server's settings, and one whose mail settings are on the demo's domain names them.
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
        ...PAGES,
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
    });
    await expect.poll(() => warnings(shop!).includes("contact")).toBe(true);
    expect(warnings(shop).sort()).toEqual(["payments", "contact", ...PAGES].sort());
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

// The shop's mail on the shop's own addresses, against the real server process and a real mail
// server: without MAIL_FROM and SHOP_EMAIL, once the owner has saved the shop's email in Shop
// content, an order's confirmation comes from it (envelope, From, Message-ID), under the brand's
// name, and the shop's copy goes to it; nothing goes to or comes from the demo shop's domain.
// 'Before you open' lists the demo-domain sender and copy until then.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { portal } from "../support/portal";
import {
  ADMIN,
  callShop,
  createBouquet,
  placeAndStartPayment,
  pressPayNow,
  signIn,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";
import { testSmtp, type TestSmtp } from "../support/smtp";

const OWN = "hello@rosesandco.example";
const BRAND = "Roses & Co, Dubai";

let smtp: TestSmtp;
let shop: ShopProcess;
let token: string;

beforeAll(async () => {
  smtp = await testSmtp();
  await smtp.start("accept");
  shop = await startShopProcess({
    SMTP_URL: smtp.url,
    MAIL_FROM: undefined,
    SHOP_EMAIL: undefined,
    SHOP_NAME: BRAND,
    OUTBOX_RETRY_SECONDS: "1",
    TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION: "1",
  });
  token = await signIn(shop);
});
afterAll(async () => {
  await shop?.stop();
  await smtp?.stop();
});

/** The ids of the dashboard's 'Before you open' items. */
async function beforeYouOpen(): Promise<string[]> {
  const owner = await portal(shop, ADMIN);
  const dashboard = await owner.get("/admin/dashboard");
  expect(dashboard.status).toBe(200);
  return [...dashboard.text.matchAll(/data-item="([^"]+)"/g)].map((match) => match[1]!);
}

describe("the shop's mail after the owner saved the shop's email", () => {
  test("'Before you open' lists the demo domain's sender and copy, then neither", async () => {
    const before = await beforeYouOpen();
    expect(before).toEqual(expect.arrayContaining(["mail-from", "shop-email"]));
    const owner = await portal(shop, ADMIN);
    const html = (await owner.get("/admin/dashboard")).text;
    expect(html).toContain("concierge@maisonflorale.ae");
    expect(html).toContain('href="/admin/content#content-contact"');

    const content = (await callShop(shop, "/api/admin/content", { token })).json();
    const saved = await callShop(shop, "/api/admin/content", {
      method: "PUT",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...content,
        contact: { ...content.contact, email: OWN },
        // The test shop has none of the demo's pictures: one slide of a picture id suffices.
        heroSlides: [{ ...content.heroSlides[0], image: "a1".repeat(12) }],
        trustedBy: [],
      }),
    });
    expect(saved.status).toBe(200);

    const after = await beforeYouOpen();
    expect(after).not.toContain("mail-from");
    expect(after).not.toContain("shop-email");
  });

  test("an order's confirmation comes from the owner's address and the shop's copy goes to it", async () => {
    const bouquet = await createBouquet(shop, token, { title: "Ivory Hour", price: 950 });
    const { order, paymentUrl } = await placeAndStartPayment(shop, bouquet, {
      email: "guest@example.com",
    });
    expect((await pressPayNow(shop, paymentUrl)).status).toBe(302);
    const ofOrder = () => smtp.received.filter((mail) => mail.raw.includes(order.orderNumber));
    await expect.poll(() => ofOrder().length, { timeout: 20_000 }).toBe(2);
    const mails = ofOrder();
    expect(mails.map((mail) => mail.to).sort()).toEqual([["guest@example.com"], [OWN]]);
    for (const mail of mails) {
      expect(mail.from).toBe(OWN);
      expect(mail.raw).toMatch(new RegExp(`^From: "Roses & Co, Dubai" <${OWN}>\\r?$`, "m"));
      expect(mail.messageId).toMatch(/@rosesandco\.example>$/);
    }
    // Neither sent to, nor from, nor naming the demo shop's domain anywhere.
    expect(smtp.received.some((mail) => mail.raw.includes("maisonflorale.ae"))).toBe(false);
  });
});

// The shop's mail on the shop's own addresses, against the real server process and a real mail
// server: without MAIL_FROM and SHOP_EMAIL, once the owner has saved the shop's email in Shop
// content, an order's confirmation comes from it (envelope, From, Message-ID), under the brand's
// name, and the shop's copy goes to it; nothing goes to or comes from the demo shop's domain.
// 'Before you open' lists the demo-domain sender and copy until then.
import { describe, expect, test } from "vitest";
import { portal } from "../support/portal";
import { ADMIN, callShop } from "../support/server-process";
import { sharedShopWithMail, paidOrderMails } from "../support/mail-shop";

const OWN = "hello@rosesandco.example";
const BRAND = "Roses & Co, Dubai";

const the = sharedShopWithMail({
  MAIL_FROM: undefined,
  SHOP_EMAIL: undefined,
  SHOP_NAME: BRAND,
  OUTBOX_RETRY_SECONDS: "1",
  TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION: "1",
});

/** The ids of the dashboard's 'Before you open' items. */
async function beforeYouOpen(): Promise<string[]> {
  const owner = await portal(the.shop, ADMIN);
  const dashboard = await owner.get("/admin/dashboard");
  expect(dashboard.status).toBe(200);
  return [...dashboard.text.matchAll(/data-item="([^"]+)"/g)].map((match) => match[1]!);
}

describe("the shop's mail after the owner saved the shop's email", () => {
  test("'Before you open' lists the demo domain's sender and copy, then neither", async () => {
    const before = await beforeYouOpen();
    expect(before).toEqual(expect.arrayContaining(["mail-from", "shop-email"]));
    const owner = await portal(the.shop, ADMIN);
    const html = (await owner.get("/admin/dashboard")).text;
    expect(html).toContain("concierge@maisonflorale.ae");
    expect(html).toContain('href="/admin/content#content-contact"');

    const content = (await callShop(the.shop, "/api/admin/content", { token: the.token })).json();
    const saved = await callShop(the.shop, "/api/admin/content", {
      method: "PUT",
      token: the.token,
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
    const mails = await paidOrderMails(the);
    expect(mails.map((mail) => mail.to).sort()).toEqual([["guest@example.com"], [OWN]]);
    for (const mail of mails) {
      expect(mail.from).toBe(OWN);
      expect(mail.raw).toMatch(new RegExp(`^From: "Roses & Co, Dubai" <${OWN}>\\r?$`, "m"));
      expect(mail.messageId).toMatch(/@rosesandco\.example>$/);
    }
    // Neither sent to, nor from, nor naming the demo shop's domain anywhere.
    expect(the.smtp.received.some((mail) => mail.raw.includes("maisonflorale.ae"))).toBe(false);
  });
});

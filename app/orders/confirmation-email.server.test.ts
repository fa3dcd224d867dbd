// The confirmation's words: what the customer and the shop read about a gift.
import { describe, expect, test } from "vitest";
import { A_GIFT, anOrder } from "../../tests/support/orders";
import { confirmationMailsOf, confirmationText } from "./confirmation-email.server";

/** The customer's email and the shop's copy, as the outbox would be given them. */
const queuedConfirmation = (order: ReturnType<typeof anOrder>) => confirmationMailsOf(order);

const order = anOrder();

describe("confirmationText", () => {
  test("a gift names its recipient and carries the card", () => {
    const text = confirmationText(anOrder(A_GIFT), "Maison Florale");
    expect(text).toContain("For: Noor (+971507654321)");
    expect(text).toContain('Card: "Happy birthday"');
  });

  test("a card message without a recipient's name is still a gift: the card is in the email", () => {
    const text = confirmationText({ ...order, cardMessage: "With love" }, "Maison Florale");
    expect(text).toContain('Card: "With love"');
  });

  test("an order for the customer has no gift lines", () => {
    const text = confirmationText(order, "Maison Florale");
    expect(text.some((line) => line.startsWith("For:") || line.startsWith("Card:"))).toBe(false);
  });
});

describe("the confirmation of an order placed in Arabic", () => {
  const arabic = anOrder({
    ...A_GIFT,
    language: "ar",
    customerName: "ليلى حداد",
    lines: [
      {
        id: "0123456789abcdef01234568",
        deliveryId: null,
        orderId: "0123456789abcdef01234567",
        position: 0,
        itemId: "0123456789abcdef01234569",
        title: "Ivory Hour",
        sizeName: "Signature",
        titleAr: "ساعة العاج",
        sizeNameAr: null,
        unitPrice: 125_000,
        quantity: 1,
        vatAmount: 5952,
        imageUrl: null,
      },
    ],
    totalAmount: 125_000,
    vatAmount: 5952,
  });

  test("the customer's email is Arabic: subject, body, prices, date, and links to the Arabic pages", () => {
    const [toCustomer, toShop] = queuedConfirmation(arabic);
    expect(toCustomer.subject).toBe("\u2068Maison Florale\u2069 — تأكيد طلبك \u2068MF-10001\u2069");
    expect(toCustomer.html).toContain('lang="ar" dir="rtl"');
    expect(toCustomer.text).toContain("\u2068ساعة العاج — Signature\u2069 — 1,250 د.إ");
    expect(toCustomer.text).toContain("الإجمالي 1,250 د.إ (شاملًا ضريبة القيمة المضافة 59.52 د.إ)");
    expect(toCustomer.text).toContain("الجمعة 20 مارس 2026");
    expect(toCustomer.text).toContain("البطاقة: «Happy birthday»");
    expect(toCustomer.text).toMatch(
      /تابِع طلبك: https?:\/\/[^/]+\/ar\/track\/0123456789abcdef01234567\?key=/,
    );
    expect(toCustomer.text).not.toContain("AED");
    // The customer's words keep their own direction inside the Arabic sentence.
    expect(toCustomer.html).toContain('<span dir="auto">ليلى حداد</span>');
    expect(toCustomer.html).toContain('<span dir="auto">Villa 12, Jumeirah 1, Dubai</span>');
    // The shop's own copy stays English.
    expect(toShop.subject).toBe("Maison Florale — order MF-10001 confirmed");
    expect(toShop.text).toContain("Ivory Hour — Signature — AED 1,250");
    expect(toShop.html).toContain('lang="en" dir="ltr"');
    expect(toShop.text).toMatch(/Track your order: https?:\/\/[^/]+\/track\//);
  });

  test("the Arabic email is set in an Arabic face, its items in a table like the English one", () => {
    const [toCustomer, toShop] = queuedConfirmation(arabic);
    expect(toCustomer.html).toContain("font-family:'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif");
    expect(toShop.html).not.toContain("IBM Plex Sans Arabic");
    for (const mail of [toCustomer, toShop]) {
      const table =
        /<table role="presentation" width="100%"[^>]*border-top[^>]*>(.*?)<\/table>/.exec(
          mail.html,
        )?.[1];
      expect(table, mail.subject).toBeDefined();
      expect(table!.match(/<tr>/g)).toHaveLength(1);
    }
    expect(toCustomer.html).toMatch(
      /<td[^>]*>ساعة العاج — Signature<\/td><td[^>]*><bdi>1,250 د.إ<\/bdi>/,
    );
    expect(toShop.html).toMatch(
      /<td[^>]*>Ivory Hour — Signature<\/td><td[^>]*><bdi>AED 1,250<\/bdi>/,
    );
  });

  test("an English order's email is as it always was", () => {
    const text = confirmationText(anOrder(A_GIFT), "Maison Florale");
    expect(text.slice(0, 2)).toEqual([
      "Thank you, Layla Haddad.",
      "Your order MF-10001 is confirmed and paid.",
    ]);
    expect(text).toContain("Total AED 495 (includes VAT AED 23.57)");
    expect(text).toContain("Delivery: Friday 20 March 2026, Evening (5pm-8pm)");
    expect(text).toContain("To: Villa 12, Jumeirah 1, Dubai");
    expect(text.at(-1)).toBe("With love, Maison Florale");
  });
});

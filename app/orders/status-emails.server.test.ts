// The status emails' words: who is named, and that no price is ever in them.
import { describe, expect, test } from "vitest";
import { A_GIFT, anOrder } from "../../tests/support/orders";
import { statusEmailText, statusMail } from "./status-emails.server";

const order = anOrder({ status: "in_delivery" });

const gift = anOrder({ ...A_GIFT, status: "in_delivery" });

describe("statusEmailText", () => {
  test("out for delivery: the order, the day and slot, addressed to the customer", () => {
    const text = statusEmailText(order, "out-for-delivery", "Maison Florale").join("\n");
    expect(text).toContain("Dear Layla Haddad,");
    expect(text).toContain("MF-10001 has left the atelier and is on its way to you.");
    expect(text).toContain("Friday 20 March 2026, Evening (5pm-8pm)");
  });

  test("a gift names its recipient, and nothing else of theirs; no email carries a price", () => {
    for (const kind of ["out-for-delivery", "delivered"] as const) {
      const text = statusEmailText(gift, kind, "Maison Florale").join("\n");
      expect(text).toContain("Noor");
      expect(text).not.toContain("+971507654321");
      expect(text).not.toContain("Happy birthday");
      expect(text).not.toMatch(/AED|495/);
    }
    expect(statusEmailText(gift, "delivered", "Maison Florale")).toContain(
      "Your order MF-10001 has been delivered to Noor.",
    );
  });
});

describe("the status emails of an order placed in Arabic", () => {
  test("out for delivery: Arabic subject and words, right to left, the Arabic tracking page", () => {
    const mail = statusMail(anOrder({ ...A_GIFT, language: "ar" }), "out-for-delivery");
    expect(mail.subject).toBe(
      "\u2068Maison Florale\u2069 — الطلب \u2068MF-10001\u2069: زهورك في طريقها إليك",
    );
    expect(mail.html).toContain('lang="ar" dir="rtl"');
    expect(mail.text).toContain(
      "غادر طلبك \u2068MF-10001\u2069 الأتيليه، وهو الآن في طريقه إلى Noor.",
    );
    expect(mail.text).toContain(
      "موعد الوصول المتوقَّع: الجمعة 20 مارس 2026، المساء (5\u00a0–\u00a08\u00a0مساءً).",
    );
    expect(mail.html).toContain('<span dir="auto">Noor</span>');
    expect(mail.text).toMatch(/\/ar\/track\/0123456789abcdef01234567\?key=/);
    expect(mail.text).not.toMatch(/Track your order|Dear|AED/);
  });

  test("delivered, to the customer themselves", () => {
    const mail = statusMail(anOrder({ language: "ar" }), "delivered");
    expect(mail.subject).toBe(
      "\u2068Maison Florale\u2069 — الطلب \u2068MF-10001\u2069: وصلت زهورك",
    );
    expect(mail.text).toContain("سُلِّم طلبك \u2068MF-10001\u2069 إليك.");
  });
});

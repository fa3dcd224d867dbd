import { describe, expect, test } from "vitest";
import { instagramHandle, phoneHref } from "./contact-links";
import { whatsAppDisplay } from "./whatsapp-display";
import { consultationEnquiry, generalEnquiry, subscriptionEnquiry, whatsAppLink } from "./whatsapp";

const NUMBER = "971500000000";

const messageOf = (link: string | null) =>
  decodeURIComponent(new URL(link ?? "").searchParams.get("text") ?? "");

describe("WhatsApp enquiries", () => {
  test("carry a URL-encoded prefilled message", () => {
    const link = whatsAppLink(NUMBER, "Roses & peonies? 100% yes");
    expect(link).toBe("https://wa.me/971500000000?text=Roses%20%26%20peonies%3F%20100%25%20yes");
  });

  test("open the number however it was written, and none without a number", () => {
    expect(whatsAppLink("+971 55-765 4321", "Hi")).toBe("https://wa.me/971557654321?text=Hi");
    expect(generalEnquiry("")).toBeNull();
    expect(consultationEnquiry("  ", "ar")).toBeNull();
  });

  test.each(["Weekly", "Bi-Weekly", "Monthly"])("the %s subscription names its plan", (plan) => {
    expect(messageOf(subscriptionEnquiry(NUMBER, plan))).toContain(`${plan} flower subscription`);
  });

  test("a consultation asks for one", () => {
    expect(messageOf(consultationEnquiry(NUMBER))).toMatch(/consultation/);
  });
});

describe("WhatsApp enquiries from an Arabic page", () => {
  test("are written in Arabic", () => {
    expect(messageOf(subscriptionEnquiry(NUMBER, "شهري", "ar"))).toBe(
      "مرحبًا Maison Florale، أودّ الاشتراك في اشتراك الزهور «شهري».",
    );
    expect(messageOf(consultationEnquiry(NUMBER, "ar"))).toMatch(/استشارة/);
  });
});

describe("contact links", () => {
  test("a phone number dials its digits; an empty one dials nothing", () => {
    expect(phoneHref("+971 4 000 0000")).toBe("tel:+97140000000");
    expect(phoneHref("")).toBeNull();
  });

  test("a WhatsApp number reads as an international number", () => {
    expect(whatsAppDisplay("971500000000")).toBe("+971 50 000 0000");
  });

  test("an Instagram profile reads as its handle", () => {
    expect(instagramHandle("https://www.instagram.com/maisonflorale.dubai")).toBe(
      "@maisonflorale.dubai",
    );
    expect(instagramHandle("https://www.instagram.com/maisonflorale.dubai/?hl=en")).toBe(
      "@maisonflorale.dubai",
    );
  });
});

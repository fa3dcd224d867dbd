import { describe, expect, test } from "vitest";
import {
  bouquetEnquiry,
  consultationEnquiry,
  similarBouquetEnquiry,
  subscriptionEnquiry,
  whatsAppLink,
} from "./whatsapp";

const messageOf = (link: string) =>
  decodeURIComponent(new URL(link).searchParams.get("text") ?? "");

describe("WhatsApp enquiries", () => {
  test("carry a URL-encoded prefilled message", () => {
    const link = whatsAppLink("Roses & peonies? 100% yes", "971500000000");
    expect(link).toBe("https://wa.me/971500000000?text=Roses%20%26%20peonies%3F%20100%25%20yes");
  });

  test.each(["Weekly", "Bi-Weekly", "Monthly"] as const)(
    "the %s subscription names its plan",
    (plan) => {
      expect(messageOf(subscriptionEnquiry(plan))).toContain(`${plan} flower subscription`);
    },
  );

  test("a bouquet enquiry names the bouquet, even with quotes and ampersands", () => {
    const link = bouquetEnquiry('Rose & "Velvet" Noir');
    expect(link).not.toMatch(/[&"](?!.*text=)/);
    expect(new URL(link).searchParams.get("text")).toContain('"Rose & "Velvet" Noir"');
    expect(messageOf(consultationEnquiry())).toMatch(/consultation/);
  });

  test("for a bouquet out of stock, the enquiry asks for a similar one", () => {
    expect(messageOf(similarBouquetEnquiry("Ivory Hour"))).toBe(
      'Hello Maison Florale, the "Ivory Hour" bouquet is currently unavailable. Could you suggest something similar?',
    );
  });
});

describe("WhatsApp enquiries from an Arabic page", () => {
  test("are written in Arabic", () => {
    expect(messageOf(subscriptionEnquiry("Monthly", "ar"))).toBe(
      "مرحبًا Maison Florale، أودّ الاشتراك في اشتراك الزهور الشهري.",
    );
    expect(messageOf(similarBouquetEnquiry("Ivory Hour", "ar"))).toContain("«Ivory Hour»");
    expect(messageOf(consultationEnquiry("ar"))).toMatch(/استشارة/);
  });
});

// The shop content on the storefront, as pages render it on the server (no JavaScript): a save
// through PUT /api/admin/content shows at once on the home page, the footer, the contact page and
// the tax invoice, in English and under /ar; an empty link, list or rating leaves its part out.
import { beforeAll, describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { langOf, page as read, roleOf } from "../support/html";
import { bouquetOnSale, paidOrder, type Item } from "../support/paid-order";
import { adminToken, call, callJson } from "../support/shop";

/** A picture id of the right shape (the content keeps ids; the test shop has no pictures). */
const PICTURE = "b2".repeat(12);

let token: string;

const page = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The footer's part of a page. */
const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));

async function save(change: (content: any) => void) {
  const { body: content } = await callJson("/api/admin/content", { token });
  change(content);
  const saved = await callJson("/api/admin/content", { method: "PUT", body: content, token });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

let item: Item;

beforeAll(async () => {
  token = await adminToken();
  item = await bouquetOnSale(token);
});

describe("the demo shop's content", () => {
  test("reproduces today's storefront words on the home page and in the footer", async () => {
    const home = await page("/");
    for (const words of [
      "over 200 clients with a 4.9/5 rating",
      "Omar Al Suwaidi",
      "Flower Subscriptions",
      "AED 500",
      "+971 4 000 0000",
      "Jumeirah Bay Walk",
      "@maisonflorale.dubai",
      "https://wa.me/971500000000",
    ]) {
      expect(home).toContain(words);
    }
    // No Facebook page yet: no link to facebook.com's home page.
    expect(home).not.toContain("facebook.com");
    const arabic = await page("/ar");
    for (const words of ["موضع ثقة أكثر من 200 عميل", "بوتيك 4، جميرا باي ووك", "يوميًا"]) {
      expect(arabic).toContain(words);
    }
  });

  test("the footer leads to the policy pages, in each language, and says this year", async () => {
    const year = String(new Date().getFullYear());
    const english = footerOf(await page("/about"));
    for (const [name, path] of [
      ["Delivery Info", "/delivery"],
      ["Return Policy", "/returns"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
    ]) {
      expect(english).toMatch(new RegExp(`href="${path}"[^>]*>${name}<`));
    }
    expect(english).toContain(`© ${year} Maison Florale`);
    const arabic = footerOf(await page("/ar/about"));
    for (const [name, path] of [
      ["معلومات التوصيل", "/ar/delivery"],
      ["سياسة الإرجاع", "/ar/returns"],
      ["الشروط والأحكام", "/ar/terms"],
      ["الخصوصية", "/ar/privacy"],
    ]) {
      expect(arabic).toMatch(new RegExp(`href="${path}"[^>]*>${name}<`));
    }
    expect(arabic).toContain(`© ${year}`);
  });

  test("the newsletter and the contact form link the privacy notice", async () => {
    const english = await page("/contact");
    expect(english.match(/href="\/privacy"/g)?.length).toBeGreaterThanOrEqual(3);
    const arabic = await page("/ar/contact");
    expect(arabic.match(/href="\/ar\/privacy"/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe("after the florist saves their own words", () => {
  beforeAll(async () => {
    await save((content) => {
      content.contact = {
        ...content.contact,
        phone: "+971 55 765 4321",
        whatsapp: "+971 55 765 4321",
        email: "hello@fleurs.test",
        address: { en: "Villa 7, Al Wasl Road\nDubai", ar: null },
        hours: { en: "Daily, 10am – 8pm", ar: "يوميًا، من 10 صباحًا حتى 8 مساءً" },
        instagram: null,
        facebook: "https://www.facebook.com/fleurs.test",
      };
      content.legal = {
        name: { en: "Fleurs Test L.L.C.", ar: "فلور تست ذ.م.م" },
        trn: "123456789012345",
        address: { en: "Villa 7, Al Wasl Road, Dubai", ar: "فيلا 7، شارع الوصل، دبي" },
      };
      content.heroSlides = [
        {
          title: { en: "Peonies at dawn", ar: "فاوانيا الفجر" },
          subtitle: { en: "Cut this morning.", ar: null },
          brandStatement: { en: "Hand-tied in Dubai", ar: "تُربط باليد في دبي" },
          image: PICTURE,
        },
      ];
      content.intro = { en: "Flowers with a Dubai accent.", ar: "زهور بلمسة من دبي." };
      content.trustedBy = [];
      content.bespoke = {
        title: { en: "Made to measure", ar: "على المقاس" },
        text: { en: "Weddings.\n\nLobbies.", ar: null },
      };
      content.subscriptions = [];
      content.testimonials = [];
      content.rating = null;
    });
  });

  test("the home page shows the new words in English, and nothing of the emptied parts", async () => {
    const html = await page("/");
    for (const words of [
      "Peonies at dawn",
      "Cut this morning.",
      "Hand-tied in Dubai",
      "Flowers with a Dubai accent.",
      "Made to measure",
      `/images/${PICTURE}`,
    ]) {
      expect(html).toContain(words);
    }
    // A blank line in the text parts its paragraphs.
    const home = read(html);
    expect(["Weddings.", "Lobbies."].map((words) => roleOf(home.byText(words)))).toEqual([
      "paragraph",
      "paragraph",
    ]);
    for (const gone of [
      "The Art of Gifting",
      "4.9/5",
      "Client Experiences",
      "Omar Al Suwaidi",
      'id="subscriptions"',
      "Trusted By Teams At",
      "instagram.com",
      "971500000000",
      "+971 4 000 0000",
    ]) {
      expect(html).not.toContain(gone);
    }
  });

  test("the Arabic home page says the Arabic texts, and the English ones marked as English", async () => {
    const html = await page("/ar");
    for (const words of [
      "فاوانيا الفجر",
      "تُربط باليد في دبي",
      "زهور بلمسة من دبي.",
      "على المقاس",
    ]) {
      expect(html).toContain(words);
    }
    const arabic = read(html);
    expect(langOf(arabic.byText("Cut this morning."))).toBe("en");
    const weddings = arabic.byText("Weddings.");
    expect([roleOf(weddings), langOf(weddings)]).toEqual(["paragraph", "en"]);
    expect(html).not.toContain("تجارب عملائنا");
    expect(html).not.toContain("موضع ثقة");
  });

  test("the footer, both languages: the new phone, hours and address, Facebook, no Instagram", async () => {
    for (const path of ["/about", "/ar/about"]) {
      const footer = footerOf(await page(path));
      expect(footer).toContain('href="tel:+971557654321"');
      expect(footer).toContain("+971 55 765 4321");
      expect(footer).toContain("Villa 7, Al Wasl Road");
      expect(footer).toContain('href="https://www.facebook.com/fleurs.test"');
      expect(footer).toContain("https://wa.me/971557654321");
      expect(footer).not.toContain("instagram");
    }
    // Nor do the floating buttons offer it.
    expect(await page("/about")).not.toContain("Follow us on Instagram");
    const arabicPage = await page("/ar/about");
    const arabic = footerOf(arabicPage);
    expect(arabic).toContain("يوميًا، من 10\u00a0صباحًا حتى 8\u00a0مساءً");
    // The address, written in English only, is read as English.
    const footer = read(arabicPage);
    const address = footer.within(footer.byRole("contentinfo")).allByText(/Villa 7, Al Wasl Road/);
    expect(address.length).toBeGreaterThan(0);
    for (const line of address) expect(langOf(line)).toBe("en");
    expect(footerOf(await page("/about"))).toContain("Daily, 10am – 8pm");
  });

  test("the contact page's direct support, both languages", async () => {
    for (const path of ["/contact", "/ar/contact"]) {
      const html = await page(path);
      expect(html).toContain('href="tel:+971557654321"');
      expect(html).toContain("https://wa.me/971557654321?text=");
      expect(html).not.toContain("instagram.com");
      expect(html).not.toContain("@maisonflorale.dubai");
    }
  });

  test("the tax invoice names the saved legal name, address and TRN on both sides", async () => {
    const { order, key } = await paidOrder(item);
    const html = await page(`/invoice/${order._id}?key=${key}`);
    for (const words of [
      "TRN 123456789012345",
      "Fleurs Test L.L.C.",
      "فلور تست ذ.م.م",
      "Villa 7, Al Wasl Road, Dubai",
      "فيلا 7، شارع الوصل، دبي",
    ]) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain("100000000000003");
  });
});

describe("the thank-you page", () => {
  test("says the customer's word for a paid order, and the recipient's phone for reading", async () => {
    const { thankYou } = await paidOrder(item, {
      recipientName: "Mariam Saleh",
      recipientPhone: "+971557654321",
    });
    const english = await page(thankYou);
    expect(english).toContain("Paid — being prepared");
    // The page's words (its data, in the scripts, keeps the status itself).
    expect(english.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("New paid order");
    expect(english).toContain("+971 55 765 4321");
    const arabic = await page(`/ar${thankYou}`);
    expect(arabic).toContain("تم الدفع — نُحضّر طلبك الآن");
    expect(arabic).toContain("+971 55 765 4321");
  });

  test("without an order says there is none to show, with the way to the collection", async () => {
    const english = await page("/thank-you");
    expect(english).toContain("No Order to Show");
    expect(english).not.toContain("Thank You for Your Order");
    expect(english).toMatch(/href="\/collection"[^>]*>Browse the Collection</);
    const arabic = await page("/ar/thank-you");
    expect(arabic).toContain("لا يوجد طلب لعرضه");
    expect(arabic).not.toContain("شكرًا لطلبك");
    expect(arabic).toMatch(/href="\/ar\/collection"/);
  });
});

describe("the checkout's terms", () => {
  test("the details step says ordering accepts the terms, linked in each language", async () => {
    const choices = `size=Signature&custom=1&date=${deliverableDate()}&time=evening&step=details`;
    for (const [path, sentence, link, terms] of [
      ["", "By placing your order you accept our Terms.", "Terms", "/terms"],
      ["/ar", "بتقديم طلبك فإنك توافق على شروط البيع.", "شروط البيع", "/ar/terms"],
    ] as const) {
      const checkout = read(await page(`${path}/collection/${item._id}?${choices}`));
      const said = checkout.within(checkout.byText(sentence));
      expect(said.byRole("link", link).attrs.href, path).toBe(terms);
    }
  });
});

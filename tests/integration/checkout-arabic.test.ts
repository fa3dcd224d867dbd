// Buying on the Arabic pages: the purchase box and the checkout form in Arabic, the form posted
// without JavaScript to /ar/collection/{id} (a refusal said in Arabic beside its field; a phone
// typed in Arabic-Indic digits accepted), and the thank-you page after a demo payment in Arabic.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { createItem, deliverableDate } from "../support/catalogue";
import { page as read } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  token = await adminToken();
  item = await createItem(token, {
    title: "Amber Dusk",
    titleAr: "غسق العنبر",
    sizes: [
      { sizeName: "Petite", price: 650 },
      { sizeName: "Grand", sizeNameAr: "كبير", price: 1250 },
    ],
  });
});

const choices = () =>
  new URLSearchParams({ size: "Grand", date: deliverableDate(), time: "evening" });

/** The checkout form as a browser without JavaScript posts it, on the Arabic bouquet page. */
function postArabicCheckout(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "ليلى حداد",
    email: `arabic-${randomUUID()}@example.com`,
    phone: "050 123 4567",
    emirate: "Dubai",
    area: "Jumeirah",
    building: "فيلا 12",
    street: "شارع جميرا",
    itemId: item._id,
    size: "Grand",
    date: deliverableDate(),
    time: "evening",
    price: "125000",
    key: randomUUID(),
    ...fields,
  }))
    form.set(name, value);
  return call(`/ar/collection/${item._id}?${choices()}&step=details`, {
    method: "POST",
    body: form,
  });
}

/** The text of the page without its tags, to read it as a visitor does. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the Arabic bouquet page", () => {
  test("its purchase box speaks Arabic: labels, slot names and prices in dirhams", async () => {
    const response = await call(`/ar/collection/${item._id}?${choices()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The purchase box alone (the bouquet's own title and price above it are the catalogue's).
    const shown = read(html);
    const text = shown.within(shown.byRole("region", "خيارات الطلب")).text;
    for (const words of ["الحجم", "تاريخ التوصيل", "موعد التوصيل", "غدًا", "معاملة آمنة"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("الصباح (9 صباحًا – 12 ظهرًا)");
    expect(text).toContain("المساء (5 – 8 مساءً)");
    expect(text).toContain("أضف إلى السلة");
    expect(text).toContain("1,250 د.إ");
    expect(text).not.toContain("AED");
    for (const english of ["Delivery date", "Delivery time", "Add to Cart", "Evening (5pm-8pm)"]) {
      expect(text).not.toContain(english);
    }
  });

  test("the checkout form and its summary speak Arabic, and post back under /ar", async () => {
    const html = await (await call(`/ar/collection/${item._id}?${choices()}&step=details`)).text();
    const text = textOf(html);
    for (const words of ["أكمل طلبك", "الاسم الكامل", "رقم الهاتف", "عنوان التوصيل"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("ملخص الطلب");
    expect(text).toContain("المتابعة إلى الدفع");
    expect(text).toContain("المساء (5 – 8 مساءً)");
    expect(text).toContain("1,250 د.إ");
    expect(text).not.toMatch(/Complete Your Order|Full Name|Proceed to Payment|Order summary/);
    // The areas by their Arabic names only (the English name is the option's value).
    expect(text).toContain("جميرا");
    expect(text).not.toContain("Jumeirah");
    expect(html).toMatch(new RegExp(`<form[^>]*action="/ar/collection/${item._id}\\?`));
  });

  test("a bad phone is refused in Arabic beside its field, no order made", async () => {
    const refused = await postArabicCheckout({ phone: "١٢٣" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const form = read(html);
    expect(form.descriptionOf(form.byLabel("رقم الهاتف"))).toMatch(/^يُرجى إدخال رقم هاتف صحيح/);
    expect(textOf(html)).not.toContain("Please enter a valid phone number");
  });

  test("a recipient's mistyped mobile is refused in Arabic beside its field", async () => {
    const refused = await postArabicCheckout({ recipientName: "نورة", recipientPhone: "١٢" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const form = read(html);
    expect(form.descriptionOf(form.byLabel("رقم جوال مستلم الهدية"))).toMatch(
      /^يُرجى إدخال رقم جوال (إماراتي )?لمستلم الهدية|^يُرجى إدخال رقم جوال مستلم الهدية/,
    );
    expect(textOf(html)).not.toContain("Invalid input");
  });

  test("a changed price is refused in Arabic with the new price as Arabic pages write money", async () => {
    const refused = await postArabicCheckout({ price: "100000" });
    expect(refused.status).toBe(409);
    const text = textOf(await refused.text());
    expect(text).toContain(
      "تغيّر السعر: «\u2068Amber Dusk\u2069» (\u2068Grand\u2069) أصبح 1,250 د.إ.",
    );
    expect(text).not.toContain("AED 1,250");
  });

  test("a date past the shop's calendar is refused in Arabic with its number of days", async () => {
    const refused = await postArabicCheckout({ date: deliverableDate(75) });
    expect(refused.status).toBe(400);
    const text = textOf(await refused.text());
    expect(text).toContain("نستقبل الطلبات قبل موعدها بما لا يزيد على 60 يومًا.");
    expect(text).not.toMatch(/We take orders|Please choose/);
  });

  test("the terms line is one Arabic sentence with its link inside", async () => {
    const page = await call(`/ar/collection/${item._id}?${choices()}&step=details`);
    const shown = read(await page.text());
    const sentence = shown.within(shown.byText("بتقديم طلبك فإنك توافق على شروط البيع."));
    expect(sentence.byRole("link", "شروط البيع").attrs.href).toBe("/ar/terms");
  });

  test("a phone typed in Arabic-Indic digits is taken, and the thank-you page speaks Arabic", async () => {
    const email = `arabic-digits-${randomUUID()}@example.com`;
    const placed = await postArabicCheckout({ phone: "٠٥٠ ١٢٣ ٤٥٦٧", email });
    expect(placed.status).toBe(302);
    // The demo provider's payment page, in the order's language.
    const paymentPage = new URL(placed.headers.get("Location")!, "http://shop.test");
    expect(paymentPage.pathname).toMatch(/^\/ar\/pay\/demo\/[0-9a-f]{24}$/);
    const paymentHtml = await (await call(paymentPage.pathname)).text();
    expect(paymentHtml).toMatch(/<html lang="ar" dir="rtl"/);
    const paymentText = textOf(paymentHtml);
    expect(paymentText).toContain("دفع آمن");
    expect(paymentText).toContain("ادفع الآن");
    expect(paymentText).toContain("1,250 د.إ");
    expect(paymentText).not.toMatch(/Secure payment|Pay now|AED/);

    const { body: orders } = await callJson("/api/orders", { token });
    const order = (orders as { _id: string; email: string; phone: string }[]).find(
      (o) => o.email === email,
    )!;
    expect(order.phone).toBe("+971501234567");

    // The demo payment's 'Pay now', then the thank-you page it leads to, in Arabic.
    const paid = await call(paymentPage.pathname, {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
    });
    const thankYou = new URL(paid.headers.get("Location")!, "http://shop.test");
    const arabicThankYou = thankYou.pathname.startsWith("/ar/")
      ? thankYou
      : new URL(`/ar${thankYou.pathname}${thankYou.search}`, thankYou);
    const page = await call(`${arabicThankYou.pathname}${arabicThankYou.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = textOf(html);
    expect(text).toContain("شكرًا لطلبك");
    expect(text).toContain("تم الدفع — نُحضّر طلبك الآن");
    expect(text).toContain("المساء (5 – 8 مساءً)");
    expect(text).toContain("1,250 د.إ");
    // The bouquet by its Arabic name and size, as they were when it was ordered.
    expect(text).toContain("غسق العنبر · كبير");
    expect(text).not.toContain("Amber Dusk");
    expect(text).toContain("تتبّع طلبك");
    expect(html).toMatch(/href="\/ar\/track\/[0-9a-f]{24}\?key=/);
    const tracking = /href="(\/ar\/track\/[0-9a-f]{24}\?key=[^"]+)"/.exec(html)![1]!;
    const trackingText = textOf(await (await call(tracking.replace(/&amp;/g, "&"))).text());
    expect(trackingText).toContain("غسق العنبر — كبير");
    expect(trackingText).not.toContain("Amber Dusk");
    expect(text).not.toMatch(/Thank You for Your Order|Payment received|Track your order/);

    // The invoice it links opens in the Arabic frame: the same bilingual document, right to left.
    const invoiceLink = /href="(\/ar\/invoice\/[0-9a-f]{24}\?key=[^"]+)"/.exec(html)?.[1];
    expect(invoiceLink).toBeDefined();
    const invoice = await call(invoiceLink!.replace(/&amp;/g, "&"));
    expect(invoice.status).toBe(200);
    const invoiceHtml = await invoice.text();
    expect(invoiceHtml).toMatch(/<html lang="ar" dir="rtl"/);
    expect(textOf(invoiceHtml)).toContain("فاتورة ضريبية");
    expect(textOf(invoiceHtml)).toContain("Tax Invoice");
  });
});

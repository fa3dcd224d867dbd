// 'Ask the recipient for the address', end to end in Chromium: the customer ticks it at the
// checkout (no address), pays on the demo page and finds the private link on the thank-you page;
// the recipient opens it in Arabic, fills the address in and saves it, once. Orders are placed on
// the orders shop (decision 006).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import arRecipient from "../../app/i18n/messages/ar/recipient";
import { outboxMails } from "../support/outbox";
import { apiToken, signIn } from "./support/admin";
import { addBouquet } from "./support/catalogue";
import { bouquetWithSizes, checkoutForm, chooseAndContinue, uniqueEmail } from "./support/checkout";
import { databasePointer } from "./support/database-pointer.js";
import { payOnDemoPage, type PlacedOrder } from "./support/orders";
import { FIXED_CLOCK, fixedClockUrl, ORDERS_SHOP_PORT, ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

test("the customer shares the link; the recipient gives the address in Arabic, once", async ({
  page,
  request,
}) => {
  const item = await bouquetWithSizes(request);
  await chooseAndContinue(page, item);
  const form = checkoutForm(page);
  await form.getByLabel("Full Name").fill("Layla Haddad");
  const email = uniqueEmail("recipient");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("050 123 4567");
  await form.getByLabel("Ask the recipient for the address").check();
  await form.getByLabel("Recipient name").fill("Noor Saleh");
  await form.getByLabel("Recipient mobile").fill("055 765 4321");
  await form.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);

  const invitation = page.getByRole("region", { name: "Ask Noor Saleh for the address" });
  await expect(invitation).toBeVisible();
  const link = invitation.locator("a[data-recipient-link]");
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.pathname).toMatch(/^\/address\/[0-9a-f]{24}[\w-]{32}$/);
  const share = invitation.getByRole("link", { name: "Share on WhatsApp" });
  expect(decodeURIComponent((await share.getAttribute("href"))!)).toContain(url.href);
  const orderId = url.pathname.slice("/address/".length, "/address/".length + 24);

  // The recipient, in Arabic.
  await page.goto(`/ar${url.pathname}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    arRecipient["recipient.page.title"],
  );
  await expect(page.getByText("Layla")).toHaveCount(0);
  await page.getByLabel(arRecipient["recipient.field.emirate"]).selectOption({ label: "دبي" });
  await page.getByLabel(arRecipient["recipient.field.area"]).selectOption({ label: "دبي مارينا" });
  await page.getByLabel(arRecipient["recipient.field.building"]).fill("مارينا غيت 2");
  await page.getByLabel("الشقة / الطابق (اختياري)").fill("1204");
  await page.getByLabel("رقم مكاني (اختياري)").fill("١٢٣٤٥ ٦٧٨٩٠");
  await page.getByRole("button", { name: arRecipient["recipient.page.save"] }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    arRecipient["recipient.page.thanksTitle"],
  );
  await expect(page.getByRole("button", { name: arRecipient["recipient.page.save"] })).toHaveCount(
    0,
  );

  const token = await apiToken(request);
  const order = await (
    await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(order).toMatchObject({
    addressPending: false,
    addressFromRecipient: true,
    address: "مارينا غيت 2, 1204, Dubai Marina, Dubai",
  });
  const history = (order.statusHistory as { note?: string }[]).filter(
    (change) => change.note === "Address received from the recipient",
  );
  expect(history).toHaveLength(1);
  // The customer hears that the address is in (the orders shop writes its mail to files).
  const outbox = join(dirname(readFileSync(databasePointer(ORDERS_SHOP_PORT), "utf8")), "outbox");
  await expect
    .poll(() =>
      outboxMails(outbox).some(
        (mail) =>
          mail.to.includes(email) &&
          mail.subject ===
            `The recipient has given the address — order ${order.orderNumber as string}`,
      ),
    )
    .toBe(true);

  // Opened again, it only thanks: nothing to change there.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    arRecipient["recipient.page.thanksTitle"],
  );
  await expect(page.getByLabel(arRecipient["recipient.field.building"])).toHaveCount(0);
});

test("the area chosen on the bouquet's page prices the delivery; the recipient may give an address there", async ({
  page,
  request,
}) => {
  const item = await bouquetWithSizes(request);
  await page.goto(`/collection/${item._id}`);
  await page.getByLabel("Deliver to").selectOption({ label: "Yas Island" });
  await expect(page).toHaveURL(/area=Yas\+Island/);
  const size = page.getByRole("link", { name: new RegExp(`^${item.size.sizeName}\\b`) });
  await size.click();
  await expect(size).toHaveAttribute("aria-current", "true");
  const tomorrow = page.getByRole("link", { name: "Tomorrow", exact: true });
  await tomorrow.click();
  // The time is chosen on the page the date led to: chosen sooner, the date's arrival resets it.
  await expect(tomorrow).toHaveAttribute("aria-current", "true");
  await page.getByLabel("Delivery time").selectOption({ label: "Evening (5pm-8pm)" });
  await page.getByRole("button", { name: "Add to Cart" }).click();

  const form = checkoutForm(page);
  await form.getByLabel("Full Name").fill("Layla Haddad");
  await form.getByLabel("Email Address").fill(uniqueEmail("recipient-area"));
  await form.getByLabel("Phone Number").fill("050 123 4567");
  await form.getByLabel("Ask the recipient for the address").check();
  await expect(form.getByLabel("Building or villa")).toHaveCount(0);
  await form.getByLabel("Recipient name").fill("Noor Saleh");
  await form.getByLabel("Recipient mobile").fill("055 765 4321");
  await form.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);

  const link = page.locator("a[data-recipient-link]");
  const url = new URL((await link.getAttribute("href"))!);
  const orderId = url.pathname.slice("/address/".length, "/address/".length + 24);
  const token = await apiToken(request);
  const readOrder = async () =>
    (
      await request.get(`/api/orders/${orderId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json() as Promise<{ deliveryFee: number; totalAmount: number; address: string }>;
  const order = await readOrder();
  expect(order.deliveryFee).toBe(95);
  expect(order.totalAmount).toBe(item.size.price + 95);

  await page.goto(url.pathname);
  await page.getByLabel("Emirate").selectOption({ label: "Abu Dhabi" });
  await page.getByLabel("Area").selectOption({ label: "Yas Island" });
  await page.getByLabel("Building or villa").fill("Villa 7, Ansam 2");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  expect((await readOrder()).address).toBe("Villa 7, Ansam 2, Yas Island, Abu Dhabi");
});

test.describe("on the shop whose clock stands at 11:30 in Dubai", () => {
  test.use({ baseURL: fixedClockUrl("beforeCutoff") });

  test("'Needs attention' lists a same-day order still without its address two hours before its slot", async ({
    page,
    request,
  }) => {
    const created = await addBouquet(request, {
      title: `Morning Note ${Math.random().toString(36).slice(2, 8)}`,
      shortDescription: "White tulips.",
      price: 450,
      ingredient: "Tulip",
      background: "#efe9df",
    });
    expect(created.status()).toBe(201);
    const item = (await created.json()) as { _id: string; title: string };
    const today = FIXED_CLOCK.beforeCutoff.now.slice(0, 10);
    const placed = await request.post("/api/orders", {
      data: {
        customerName: "Layla Haddad",
        email: uniqueEmail("attention"),
        phone: "050 123 4567",
        addressFromRecipient: true,
        recipientName: "Noor Saleh",
        recipientPhone: "055 765 4321",
        items: [{ itemId: item._id, title: item.title, price: 450, size: "Signature" }],
        totalAmount: 450,
        deliveryDate: today,
        // The afternoon starts at 12:00: the address was wanted by 10:00.
        deliveryTime: "afternoon",
      },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { order: PlacedOrder }).order;
    await payOnDemoPage(page, request, order);

    await signIn(page);
    const pending = page.getByRole("region", { name: "Needs attention: address pending" });
    await expect(pending).toBeVisible();
    await expect(pending.getByRole("link", { name: new RegExp(order.orderNumber) })).toBeVisible();
  });
});

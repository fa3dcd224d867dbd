// 'Order again' without JavaScript: an order of two gifts, the customer signed in, the button on
// the order in My orders, and the cart with both gifts on new dates. The signed-in account page
// (an order, a recipient with an occasion) is kept as screenshots at both sizes in English and
// Arabic (/tmp/again-shots/) to look at.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/customer-sign-in";
import { dubaiDate, type ApiItem } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl, javaScriptEnabled: false });

async function keepShots(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/again-shots/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("'Order again' puts the order's two gifts in the cart", async ({ page }) => {
  const email = `again-${Date.now().toString(36)}@example.com`;
  const bouquet = ((await (await page.request.get("/api/collection")).json()) as ApiItem[]).find(
    (item) => item.sizes.length > 0,
  )!;
  const line = {
    itemId: bouquet._id,
    price: bouquet.sizes[0]!.price,
    size: bouquet.sizes[0]!.sizeName,
  };
  const gift = (recipientName: string, daysAhead: number) => ({
    items: [line],
    deliveryDate: dubaiDate(daysAhead),
    deliveryTime: "evening",
    deliveryAddress: { emirate: "Dubai", area: "Jumeirah", building: "Villa 12" },
    recipientName,
    recipientPhone: "055 765 4321",
  });
  const placed = await page.request.post("/api/orders", {
    data: {
      customerName: "Layla Again",
      email,
      phone: "050 123 4567",
      deliveries: [gift("Noor Saleh", 4), gift("Omar Nasser", 5)],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;

  await signInAs(page, email);
  const main = page.getByRole("main");
  // A recipient and an occasion, for the screenshots.
  const form = main.getByRole("form", { name: "Add a recipient" });
  await form.getByLabel("Recipient name").fill("Mariam Haddad");
  await form.getByLabel("Recipient mobile").fill("050 765 4321");
  await form.getByLabel("Emirate").selectOption({ label: "Dubai" });
  await form.getByLabel("Area").selectOption({ label: "Jumeirah" });
  await form.getByLabel("Building").fill("Villa 7");
  await form.getByRole("button", { name: "Save recipient" }).click();
  await main
    .getByRole("form", { name: /Add an occasion/ })
    .getByLabel("Date", { exact: true })
    .fill("2000-05-14");
  await main
    .getByRole("form", { name: /Add an occasion/ })
    .getByRole("button")
    .click();
  await expect(main.getByText("Mariam Haddad")).toBeVisible();
  await keepShots(page, "account-en");
  await page.goto("/ar/account");
  await keepShots(page, "account-ar");
  await page.goto("/account");

  await main.getByRole("button", { name: `Order again: order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/cart\?again=/);
  await expect(main.getByRole("status")).toContainText(`The gifts of order ${orderNumber}`);
  await expect(main.getByText("Noor Saleh")).toBeVisible();
  await expect(main.getByText("Omar Nasser")).toBeVisible();
  await keepShots(page, "cart-en");
});

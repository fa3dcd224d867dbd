// Several gifts, one order: two bouquets to two recipients through 'Add another gift', the cart,
// one checkout and one payment on the demo provider's page, with JavaScript and without. The
// order holds both gifts as deliveries of its own.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken } from "./support/admin";
import { checkoutForm, uniqueEmail } from "./support/checkout";
import { ordersFor } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

interface ApiItem {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}

/** Two bouquets sold in sizes (the same one twice if the shop has one). */
async function twoBouquets(request: APIRequestContext): Promise<[ApiItem, ApiItem]> {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const sized = items.filter((item) => item.sizes.length > 0);
  return [sized[0]!, sized[1] ?? sized[0]!];
}

interface Gift {
  item: ApiItem;
  recipient: string;
  mobile: string;
  area: string;
  building: string;
  card: string;
}

/** The bouquet in its first size, tomorrow evening, then the form filled for this recipient. */
async function keepGift(page: Page, { item, recipient, mobile, area, building, card }: Gift) {
  await page.goto(`/collection/${item._id}`);
  await page.getByRole("link", { name: new RegExp(`^${item.sizes[0]!.sizeName} AED`) }).click();
  await page.getByRole("link", { name: "Tomorrow", exact: true }).click();
  await expect(page.getByRole("link", { name: "Tomorrow", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByLabel("Delivery time").selectOption({ label: "Evening (5pm-8pm)" });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const form = checkoutForm(page);
  await expect(page.getByRole("heading", { name: "Complete Your Order" })).toBeVisible();
  await form.getByLabel("Emirate", { exact: true }).selectOption("Dubai");
  await form.getByLabel("Area", { exact: true }).selectOption(area);
  await form.getByLabel("Building or villa").fill(building);
  // With scripts the recipient's fields open with 'This is a gift'; without, they are all shown.
  const gift = form.getByLabel("This is a gift");
  if (!(await gift.isChecked())) await gift.check();
  await form.getByLabel("Recipient name").fill(recipient);
  await form.getByLabel("Recipient mobile").fill(mobile);
  await form.getByLabel(/^Card message/).fill(card);
  await form.getByRole("button", { name: "Add another gift" }).click();
  await expect(page).toHaveURL(/\/collection\?added=1#gift-added$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your gift is in the cart." }),
  ).toBeVisible();
}

/** Two gifts kept, the cart checked out once and paid once; the order as the admin reads it. */
async function twoGiftsOneOrder(page: Page, request: APIRequestContext) {
  const [first, second] = await twoBouquets(request);
  await keepGift(page, {
    item: first,
    recipient: "Noura Al Mansouri",
    mobile: "050 765 4321",
    area: "Jumeirah",
    building: "Villa 12",
    card: "Eid Mubarak",
  });
  await keepGift(page, {
    item: second,
    recipient: "Hessa Al Falasi",
    mobile: "055 111 2233",
    area: "Dubai Marina",
    building: "Marina Gate 1",
    card: "عيدكم مبارك",
  });
  await page
    .getByRole("link", { name: /^Cart\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Your Cart", level: 1 })).toBeVisible();
  const gifts = page.getByRole("article");
  await expect(gifts).toHaveCount(2);
  await expect(gifts.nth(0)).toContainText("Noura Al Mansouri");
  await expect(gifts.nth(0)).toContainText("Eid Mubarak");
  await expect(gifts.nth(1)).toContainText("Hessa Al Falasi");
  await expect(gifts.nth(1)).toContainText("Marina Gate 1");

  const email = uniqueEmail("cart");
  const summary = page.getByRole("complementary", { name: "Summary" });
  await summary.getByLabel("Full Name").fill("Layla Haddad");
  await summary.getByLabel("Email Address").fill(email);
  await summary.getByLabel("Phone Number").fill("050 123 4567");
  await summary.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/thank-you\?order=[0-9a-f]{24}&key=/);

  const orders = await ordersFor(request, email);
  expect(orders).toHaveLength(1);
  const { _id: orderId } = orders[0] as unknown as { _id: string };
  const response = await request.get(`/api/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  const order = (await response.json()) as {
    status: string;
    deliveries: { recipientName: string; cardMessage: string }[];
  };
  expect(order.status).toBe("New paid order");
  expect(order.deliveries.map((delivery) => delivery.recipientName)).toEqual([
    "Noura Al Mansouri",
    "Hessa Al Falasi",
  ]);
  expect(order.deliveries[1]!.cardMessage).toBe("عيدكم مبارك");
}

test.describe("the cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("two bouquets to two recipients, one checkout, one payment, one order", async ({
    page,
    request,
  }) => {
    await twoGiftsOneOrder(page, request);
  });
});

test.describe("the cart with JavaScript", () => {
  test("two bouquets to two recipients, one checkout, one payment, one order", async ({
    page,
    request,
  }) => {
    await twoGiftsOneOrder(page, request);
  });

  test("the header's link says how many gifts the cart holds; a quantity changes; a gift goes", async ({
    page,
    request,
  }) => {
    const [item] = await twoBouquets(request);
    await keepGift(page, {
      item,
      recipient: "Mariam Saleh",
      mobile: "050 765 4321",
      area: "Jumeirah",
      building: "Villa 3",
      card: "",
    });
    await expect(page.getByRole("link", { name: "Cart, 1 gift" })).toBeVisible();
    await page.getByRole("link", { name: "Cart, 1 gift" }).click();
    await page.getByLabel("Quantity", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Update the quantity of gift 1" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The quantity was changed." }),
    ).toBeVisible();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByRole("button", { name: "Remove gift 1" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 0 gifts" })).toBeVisible();
  });
});

// The customer's steps to 'Complete Your Order' on an item page, as the checkout specs take them.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

interface ApiItem {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}

export type BouquetToBuy = Awaited<ReturnType<typeof bouquetWithSizes>>;

/** A bouquet with several sizes; its second size is the one bought. */
export async function bouquetWithSizes(request: APIRequestContext) {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const item = items.find((candidate) => candidate.sizes.length >= 2)!;
  const size = item.sizes[1]!;
  return { ...item, size, priceText: `AED ${size.price.toLocaleString("en-US")}` };
}

/** An address no other test orders under, so each test finds its own orders. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** Size, tomorrow, evening, then the main button: the checkout form is shown. */
export async function chooseAndContinue(page: Page, item: BouquetToBuy) {
  await page.goto(`/collection/${item._id}`);
  await page.getByRole("link", { name: new RegExp(`^${item.size.sizeName}\\b`) }).click();
  await expect(
    page.getByRole("link", { name: new RegExp(`^${item.size.sizeName}\\b`) }),
  ).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Tomorrow", exact: true }).click();
  await expect(page.getByRole("link", { name: "Tomorrow", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByLabel("Delivery time").selectOption({ label: "Evening (5pm-8pm)" });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Order" })).toBeVisible();
}

export const checkoutForm = (page: Page) =>
  page.getByRole("region", { name: "Complete Your Order" });

/** The customer's own details in the checkout form (the recipient's stay empty). */
export async function fillDetails(page: Page, email: string, name = "Layla Haddad") {
  const form = checkoutForm(page);
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("050 123 4567");
  await fillAddress(page);
}

/** The delivery address group: Dubai, an area delivered free, the villa. */
export async function fillAddress(page: Page) {
  const form = checkoutForm(page);
  await form.getByLabel("Emirate", { exact: true }).selectOption("Dubai");
  await form.getByLabel("Area", { exact: true }).selectOption("Jumeirah");
  await form.getByLabel("Building or villa").fill("Villa 12");
  await form.getByLabel("Street").fill("Jumeirah Beach Road");
}

/** A bouquet with sizes chosen and continued to the details form; the customer's email to come. */
export async function atTheDetails(page: Page, request: APIRequestContext) {
  const item = await bouquetWithSizes(request);
  const email = uniqueEmail("checkout");
  await chooseAndContinue(page, item);
  return { item, email };
}

/**
 * The whole way to the 'Proceed to Payment' button: a bouquet chosen, the form filled in under an
 * email of this test's own.
 */
export async function readyToPay(page: Page, request: APIRequestContext) {
  const { item, email } = await atTheDetails(page, request);
  await fillDetails(page, email);
  return { item, email };
}

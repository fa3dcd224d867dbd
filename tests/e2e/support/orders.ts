// Orders placed and paid as customers do, for the specs that run on the orders shop (decision 006):
// real bouquets and prices through the shop's own API, paid on the demo provider's page.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { firstSizeLine } from "../../support/order-line";
import { apiToken } from "./admin";

export interface ApiItem {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

const tag = () => Math.random().toString(36).slice(2, 8);

/** A Dubai date so many days from today. */
export const dubaiDate = (daysAhead: number) =>
  DateTime.now().setZone("Asia/Dubai").plus({ days: daysAhead }).toISODate()!;

export interface OrderOf<Item extends ApiItem = ApiItem> {
  order: PlacedOrder;
  /** The bouquet ordered, as the collection lists it. */
  item: Item;
}

/**
 * One bouquet (the first the collection lists with a size, or the first `which` accepts) in its
 * first size, placed through the API by a customer of its own, for delivery in three days'
 * afternoon; `details` add to or replace any field of the order's body.
 */
export async function placeOrder<Item extends ApiItem = ApiItem>(
  request: APIRequestContext,
  details: Record<string, unknown> = {},
  which: (item: Item) => boolean = () => true,
): Promise<OrderOf<Item>> {
  const items = (await (await request.get("/api/collection")).json()) as Item[];
  const item = items.find((candidate) => candidate.sizes.length > 0 && which(candidate))!;
  const size = item.sizes[0]!;
  const response = await request.post("/api/orders", {
    data: {
      customerName: `Layla Haddad ${tag()}`,
      email: `order-${tag()}@example.com`,
      phone: "050 123 4567",
      address: "Villa 7, Al Wasl, Dubai",
      items: [firstSizeLine(item)],
      totalAmount: size.price,
      deliveryDate: dubaiDate(3),
      deliveryTime: "afternoon",
      ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { order: ((await response.json()) as { order: PlacedOrder }).order, item };
}

/** An order placed as placeOrder places it, then paid on the demo provider's page by `page`. */
export async function placePaidOrder(
  page: Page,
  request: APIRequestContext,
  details: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const { order } = await placeOrder(request, details);
  await payOnDemoPage(page, request, order);
  return order;
}

export interface GiftOrder {
  order: PlacedOrder;
  /** Each line as the customer's pages name it: '{title} · {size}'. */
  names: string[];
}

/** A gift to Noor Saleh with an add-on, delivered tomorrow evening. */
export async function placeGiftOrder(
  request: APIRequestContext,
  customer: { customerName: string; email: string; language?: "en" | "ar" } = {
    customerName: "Layla Tracking",
    email: "tracking@example.com",
  },
): Promise<GiftOrder> {
  const bouquets = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const addOns = (await (await request.get("/api/add-ons")).json()) as ApiItem[];
  const lines = [bouquets.find((item) => item.sizes.length > 0)!, addOns[0]!].map((item) => ({
    item,
    size: item.sizes[0]!,
  }));
  const response = await request.post("/api/orders", {
    data: {
      ...customer,
      phone: "050 123 4567",
      address: "Villa 12, Jumeirah 1, Dubai",
      recipientName: "Noor Saleh",
      // A gift needs the recipient's UAE mobile, whatever the form of the address.
      recipientPhone: "055 765 4321",
      items: lines.map(({ item, size }) => ({
        itemId: item._id,
        title: item.title,
        price: size.price,
        size: size.sizeName,
      })),
      totalAmount: lines.reduce((sum, { size }) => sum + size.price, 0),
      deliveryDate: dubaiDate(1),
      deliveryTime: "evening",
    },
  });
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { order: PlacedOrder }).order;
  return { order, names: lines.map(({ item, size }) => `${item.title} · ${size.sizeName}`) };
}

/**
 * Pays as the customer would, on the demo provider's page (in the order's language: 'Pay now' or
 * 'ادفع الآن'); the page lands on the thank-you.
 */
export async function payOnDemoPage(page: Page, request: APIRequestContext, order: PlacedOrder) {
  const response = await request.post("/api/payment/initiate", {
    data: { orderId: order._id, amount: order.totalAmount },
  });
  expect(response.ok()).toBe(true);
  await page.goto(((await response.json()) as { paymentUrl: string }).paymentUrl);
  await page.getByRole("button", { name: /^(Pay now|ادفع الآن)$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
}

export interface ListedOrder {
  email: string;
  status: string;
  orderNumber: string;
}

/** The orders placed under one email address, as the admin's JSON API lists them. */
export async function ordersFor(request: APIRequestContext, email: string): Promise<ListedOrder[]> {
  const response = await request.get("/api/orders", {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListedOrder[]).filter((order) => order.email === email);
}

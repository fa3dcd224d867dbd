// Builders for what API tests need: a real image, a category, a bouquet.
import { DateTime } from "luxon";
import sharp from "sharp";
import { readRow, readRows } from "./database";
import { firstSizeLine } from "./order-line";
import { call, callJson } from "./shop";

export async function pngBytes(
  width = 64,
  height = 80,
  colour = "#e9d3cc",
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

export async function createCategory(token: string, name: string, order = 0) {
  const { status, body } = await callJson("/api/categories", {
    method: "POST",
    token,
    body: { name, slug: name, order },
  });
  if (status !== 201) throw new Error(`category: ${status} ${JSON.stringify(body)}`);
  return body as { _id: string; name: string; slug: string; order: number };
}

export interface ItemSpec {
  title?: string;
  titleAr?: string;
  sizes?: {
    sizeName: string;
    sizeNameAr?: string;
    price: number;
    comparePrice?: number;
    description?: string;
    ingredients?: string[];
  }[];
  categories?: string[];
  featured?: boolean;
  isNew?: boolean;
  inStock?: boolean;
  isAddOn?: boolean;
}

export function itemForm(spec: ItemSpec, image?: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData();
  form.set("title", spec.title ?? "Blush Reverie");
  if (spec.titleAr) form.set("titleAr", spec.titleAr);
  form.set("shortDescription", "Garden roses and peonies in soft blush.");
  form.set("featured", String(spec.featured ?? false));
  form.set("isNew", String(spec.isNew ?? false));
  if (spec.inStock !== undefined) form.set("inStock", String(spec.inStock));
  if (spec.isAddOn !== undefined) form.set("isAddOn", String(spec.isAddOn));
  form.set(
    "sizes",
    JSON.stringify(
      spec.sizes ?? [{ sizeName: "Signature", price: 950, ingredients: ["Juliet roses"] }],
    ),
  );
  form.set("categories", JSON.stringify(spec.categories ?? []));
  if (image) form.set("image", new Blob([image], { type: "image/png" }), "bouquet.png");
  return form;
}

export async function createItem(token: string, spec: ItemSpec = {}) {
  const response = await call("/api/collection", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: itemForm(spec, await pngBytes()),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`item: ${response.status} ${JSON.stringify(body)}`);
  return body as {
    _id: string;
    title: string;
    price: number;
    imageUrl: string;
    isAddOn: boolean;
    sizes: { sizeName: string; price: number; comparePrice?: number }[];
    categories: { _id: string; name: string; slug: string }[];
  };
}

/** A delivery date the shop accepts whatever the time: a few days ahead on Dubai's calendar. */
export function deliverableDate(daysAhead = 3): string {
  return DateTime.now().setZone("Asia/Dubai").plus({ days: daysAhead }).toISODate()!;
}

/**
 * Posts 'Complete Your Order' as a browser without JavaScript does, to the item page with its own
 * choices (the first size, a deliverable date, evening): the customer's details and the form's
 * hidden fields for the same choices, `fields` adding to or replacing them (an email and an
 * Idempotency key at least).
 */
/** The checkout's delivery address group as a customer fills it in (an area delivered free). */
export const CHECKOUT_ADDRESS = {
  emirate: "Dubai",
  area: "Jumeirah",
  building: "Villa 12",
  street: "Jumeirah Beach Road",
} as const;

/**
 * 'Complete Your Order' as a browser without JavaScript posts it from the bouquet's page (under
 * `prefix`, "/ar" for the Arabic one): its first size, the next deliverable evening, and `fields`.
 */
export function postOrderForm(
  item: { _id: string; sizes: { sizeName: string; price: number }[] },
  fields: Record<string, string>,
  prefix = "",
) {
  const size = item.sizes[0]!;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    itemId: item._id,
    size: size.sizeName,
    date: deliverableDate(),
    time: "evening",
    price: String(Math.round(size.price * 100)),
    ...fields,
  }))
    form.set(name, value);
  const choices = new URLSearchParams({
    size: size.sizeName,
    date: deliverableDate(),
    time: "evening",
    step: "details",
  });
  return call(`${prefix}/collection/${item._id}?${choices}`, { method: "POST", body: form });
}

/** The English checkout form posted with a customer's name, phone and address, and `fields`. */
export const postCheckoutForm = (
  item: { _id: string; sizes: { sizeName: string; price: number }[] },
  fields: Record<string, string>,
) =>
  postOrderForm(item, {
    name: "Layla Haddad",
    phone: "050 123 4567",
    ...CHECKOUT_ADDRESS,
    ...fields,
  });

export function orderFor(
  item: { _id: string; title: string; sizes: { sizeName: string; price: number }[] },
  overrides: Record<string, unknown> = {},
) {
  const size = item.sizes[0]!;
  return {
    customerName: "Layla Haddad",
    email: "layla@example.com",
    phone: "050 123 4567",
    address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
    notes: "Please call on arrival.",
    items: [{ ...firstSizeLine(item), imageUrl: "" }],
    totalAmount: size.price,
    deliveryDate: deliverableDate(),
    deliveryTime: "evening",
    status: "Awaiting payment",
    ...overrides,
  };
}

/** A bouquet as the database holds it: prices in fils, sizes and categories in their order. */
export interface StoredItem {
  id: string;
  title: string;
  mainImageId: string | null;
  featured: boolean;
  isNew: boolean;
  inStock: boolean;
  isAddOn: boolean;
  sizes: {
    sizeName: string;
    price: number;
    comparePrice: number | null;
    description: string | null;
    ingredients: string[];
  }[];
  categories: { id: string }[];
}

interface ItemColumns {
  id: string;
  title: string;
  mainImageId: string | null;
  featured: number;
  isNew: number;
  inStock: number;
  isAddOn: number;
}

const ITEM_COLUMNS =
  "id, title, main_image_id as mainImageId, featured, is_new as isNew, in_stock as inStock, is_add_on as isAddOn";

function withSizesAndCategories(row: ItemColumns): StoredItem {
  const sizes = readRows<StoredItem["sizes"][number] & { ingredients: string }>(
    `select size_name as sizeName, price, compare_price as comparePrice, description, ingredients
       from sizes where item_id = ? order by position`,
    row.id,
  );
  return {
    ...row,
    featured: row.featured === 1,
    isNew: row.isNew === 1,
    inStock: row.inStock === 1,
    isAddOn: row.isAddOn === 1,
    sizes: sizes.map((size) => ({ ...size, ingredients: JSON.parse(size.ingredients) })),
    categories: readRows<{ id: string }>(
      "select category_id as id from item_categories where item_id = ? order by position",
      row.id,
    ),
  };
}

/** The stored bouquet with this id, read with plain SQL. */
export function storedItem(id: string): StoredItem | undefined {
  const row = readRow<ItemColumns>(`select ${ITEM_COLUMNS} from items where id = ?`, id);
  return row && withSizesAndCategories(row);
}

/** The stored bouquets whose title holds these words, newest first. */
export function storedItemsTitled(words: string): StoredItem[] {
  return readRows<ItemColumns>(
    `select ${ITEM_COLUMNS} from items where title like ? order by created_at desc, id desc`,
    `%${words}%`,
  ).map(withSizesAndCategories);
}

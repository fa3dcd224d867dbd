// The shop's analytics events, pushed to window.dataLayer for whatever tag manager reads it.
// The data layer is an edge like the JSON API: amounts leave in AED, taken in fils.
// Every event says the language of the page it happened on; event names stay English.
import { languageOfPath, type Language } from "~/i18n/languages";
import { aedFromFils, type Fils } from "~/money/money";

export type AnalyticsEvent =
  | "page_view"
  | "view_item"
  | "add_to_cart"
  | "begin_checkout"
  | "purchase"
  | "search"
  | "form_submit"
  | "exception"
  | "js_error"
  | "view_item_list"
  | "instagram_click"
  | "whatsapp_click"
  | "phone_click";

/** What the data layer receives: the event, its parameters and the page's language. */
export function analyticsEvent(
  event: AnalyticsEvent,
  params: Record<string, unknown>,
  language: Language,
): Record<string, unknown> {
  return { event, ...params, language };
}

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  // The address decides the language (/ar is Arabic), as it decides the page's words.
  window.dataLayer.push(analyticsEvent(event, params, languageOfPath(window.location.pathname)));
}

/** The product fields analytics reads: _id, title, category (default 'Flowers'), price. */
export function analyticsItem(item: {
  id: string;
  title: string;
  category?: string | null;
  price: Fils;
}) {
  return {
    item_id: item.id,
    item_name: item.title,
    item_category: item.category || "Flowers",
    price: aedFromFils(item.price),
    currency: "AED",
    quantity: 1,
  };
}

/** The purchase event's parameters for a paid order: its amounts leave in AED. */
export function purchaseParams(order: {
  orderNumber: string;
  userData: unknown;
  total: Fils;
  vat: Fils;
  deliveryFee: Fils;
  lines: { itemId: string | null; title: string; size: string; price: Fils }[];
}) {
  return {
    user_data: order.userData,
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: "AED",
      value: aedFromFils(order.total),
      tax: aedFromFils(order.vat),
      shipping: aedFromFils(order.deliveryFee),
      items: order.lines.map((line) => ({
        item_id: line.itemId,
        item_name: line.title,
        item_variant: line.size,
        price: aedFromFils(line.price),
        quantity: 1,
      })),
    },
  };
}

/**
 * A page's address as analytics may see it: without the `key` of the thank-you and invoice links,
 * which opens the customer's order (their name, email and address) to whoever holds it.
 */
export function analyticsUrl(href: string): URL {
  const url = new URL(href);
  if (url.searchParams.has("key")) url.searchParams.delete("key");
  return url;
}

export function reportError(error: unknown, kind: "exception" | "js_error" = "js_error"): void {
  const err = error instanceof Error ? error : new Error(String(error));
  track(kind, {
    description: err.message,
    stack: err.stack ?? "",
    page: typeof window === "undefined" ? "" : analyticsUrl(window.location.href).href,
  });
}

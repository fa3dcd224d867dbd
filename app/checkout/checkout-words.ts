// What the purchase box and the pages after it say that is built from values: the same-day
// countdown, an order status in the customer's words. The domain keeps codes and values, and
// each page names them in its own language.
import type { MessageId, Translator } from "~/i18n/translate";
import type { OrderStatus } from "~/db/order-statuses";

const MINUTE = 60_000;

/** The time left before same-day delivery closes: '2 hours 5 minutes' / 'ساعتين و5 دقائق'. */
export function countdownText(ms: number, t: Translator["t"]): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours > 0 ? t("checkout.hours", { count: hours }) : "";
  const minutesText = rest > 0 ? t("checkout.minutes", { count: rest }) : "";
  if (hoursText && minutesText) {
    return t("checkout.hoursAndMinutes", { hours: hoursText, minutes: minutesText });
  }
  return hoursText || minutesText;
}

// The catalogues' id of each status's words (English: its label, the same as statusLabel's).
const STATUS_WORDS: Record<OrderStatus, MessageId> = {
  awaiting_payment: "tracking.status.awaitingPayment",
  new_paid: "tracking.status.newPaidOrder",
  in_preparation: "tracking.status.inPreparation",
  in_delivery: "tracking.status.inDelivery",
  delivered: "tracking.status.delivered",
  cancelled: "tracking.status.cancelled",
};

/** An order's status as the customer reads it, in the page's language. */
export const statusWords = (t: Translator["t"], status: OrderStatus): string =>
  t(STATUS_WORDS[status]);

// Money given back on a paid order by an admin: all of what is left or a part,
// through the provider that took it, each refund one tax credit note. Claimed under the database's
// write lock before the provider is asked, so refunds at once never give back more than was paid.
import { brandName } from "~/content/brand.server";
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { localisedPath, type Language } from "~/i18n/languages";
import { newId, nowIso } from "~/db/ids.server";
import { orders, payments, refunds, type PaymentRow, type RefundRow } from "~/db/schema";
import { aedFromFils, formatAed, vatIncluded, type Fils } from "~/money/money";
import { orderAccessKey } from "~/orders/order-access.server";
import { framedMail, mailWords } from "~/mail/frame.server";
import { orderMailKey, trackingLink } from "~/orders/order-mail.server";
import { getOrder, type Order } from "~/orders/order-reads.server";
import { changeDeliveryStatus } from "~/orders/delivery-status.server";
import { changeOrderStatus, noteOnOrder } from "~/orders/status-changes.server";
import { PAID_STATUSES } from "~/orders/statuses";
import type { OrderStatus } from "~/db/order-statuses";
import { recordActivity } from "~/platform/activity.server";
import { ShopError } from "~/platform/errors";
import { log } from "~/platform/log.server";
import { queueMail } from "~/platform/outbox.server";
import { paymentProvider, paymentsOfOrders } from "./payments.server";
import { isTestPayment } from "./test-mode.server";
import type { RefundRequest } from "./refund-request";
import {
  COUNTED,
  giftRefundAmount,
  giftRefundedInFull,
  giftToRefund,
  leftOfGift,
} from "./gift-refunds.server";

export { RefundRequest } from "./refund-request";

/** The first credit note is CN-10001, like the first order MF-10001. */
const CREDIT_NOTE_START = 10001;
export const creditNoteNumberOf = (sequence: number) => `CN-${sequence}`;

/** A payment that took money the order kept: only such a payment can be refunded here. */
const REFUNDABLE = ["succeeded", "partially_refunded"];

function refundablePayment(orderId: string): PaymentRow | undefined {
  // Money the order could not take (refundDueAt) is given back by itself, never from here.
  return db()
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.state, [...REFUNDABLE, "refunded"]),
        isNull(payments.refundDueAt),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .get();
}

function refundedOf(paymentId: string, states = COUNTED): Fils {
  return (
    db()
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, states)))
      .get()?.total ?? 0
  );
}

/** What is left to refund on the order's payment, in fils: 0 when it was never paid or all given back. */
export function leftToRefund(orderId: string): Fils {
  const payment = refundablePayment(orderId);
  return payment && REFUNDABLE.includes(payment.state)
    ? payment.amount - refundedOf(payment.id)
    : 0;
}

/** What is left to refund of one gift of the order (not found when the order has no such gift). */
export function leftToRefundOfGift(order: Order, deliveryId: string): Fils {
  return leftOfGift(giftToRefund(order, deliveryId).delivery, leftToRefund(order.id));
}

/** The amount this request gives back of the payment, or the refusal in the shop's words. */
function refundAmount(order: Order, payment: PaymentRow | undefined, request: RefundRequest): Fils {
  if (!payment) {
    throw new ShopError(
      "conflict",
      `Order ${order.orderNumber} was never paid: there is nothing to refund.`,
    );
  }
  const left = REFUNDABLE.includes(payment.state) ? payment.amount - refundedOf(payment.id) : 0;
  if (left <= 0) {
    throw new ShopError(
      "conflict",
      `Order ${order.orderNumber} has been refunded in full: nothing is left to refund.`,
    );
  }
  if (request.deliveryId) return giftRefundAmount(order, left, request);
  const amount = request.amount ?? left;
  if (amount > left) {
    const message = `At most ${formatAed(left)} is left to refund on this order.`;
    throw new ShopError("invalid", message, { amount: [message] });
  }
  return amount;
}

/** What a refund would give back, checked as the refund itself will be (the admin's confirmation). */
export function reviewRefund(orderId: string, request: RefundRequest): Fils {
  const order = getOrder(orderId);
  return refundAmount(order, refundablePayment(order.id), request);
}

/** Takes the refund's share of the payment and its credit note number, or refuses. */
function claimRefund(order: Order, request: RefundRequest, by: string): RefundRow {
  return db().transaction(
    (tx) => {
      const payment = refundablePayment(order.id);
      const amount = refundAmount(order, payment, request);
      const last = tx
        .select({ sequence: max(refunds.sequence) })
        .from(refunds)
        .get();
      const sequence = Math.max((last?.sequence ?? 0) + 1, CREDIT_NOTE_START);
      return tx
        .insert(refunds)
        .values({
          id: newId(),
          orderId: order.id,
          paymentId: payment!.id,
          sequence,
          creditNoteNumber: creditNoteNumberOf(sequence),
          amount,
          vatAmount: vatIncluded(amount),
          reason: request.reason ?? "",
          deliveryId: request.deliveryId ?? null,
          state: "pending",
          refundedBy: by,
        })
        .returning()
        .get();
    },
    { behavior: "immediate" },
  );
}

/** The credit note's page, for the customer holding the order's key (and the admin). */
/** A refund's tax credit note (bilingual), in the frame of the language asked for. */
export const creditNotePath = (
  refund: Pick<RefundRow, "id" | "orderId">,
  language: Language = "en",
) => localisedPath(`/credit-note/${refund.id}?key=${orderAccessKey(refund.orderId)}`, language);

function refundMail(order: Order, refund: RefundRow, fully: boolean) {
  const shopName = brandName(order.language);
  const words = mailWords(order.language);
  const amount = words.money(refund.amount);
  const { orderNumber } = order;
  const number = refund.creditNoteNumber;
  return framedMail(order.email, {
    subject: words.t("emails.refund.subject", { shop: shopName, amount, orderNumber }),
    lines: [
      words.say("emails.dear", {}, { name: order.customerName }),
      "",
      words.t("emails.refund.refunded", { amount, orderNumber }),
      ...(refund.reason ? [words.say("emails.refund.reason", {}, { reason: refund.reason })] : []),
      words.t(fully ? "emails.refund.full" : "emails.refund.partial"),
      words.t("emails.refund.bank"),
      words.t("emails.refund.creditNote", { number }),
      "",
      words.t("emails.signature", { shop: shopName }),
    ],
    links: [
      {
        text: words.t("emails.refund.creditNoteLink", { number }),
        href: creditNotePath(refund, order.language),
      },
      trackingLink(order.id, order.language),
    ],
    language: order.language,
  });
}

/**
 * Refunds all that is left on a paid order, or a part, through its payment's provider, naming
 * the admin who gave it. A provider that fails leaves nothing counted (a 502 to try again).
 */
export async function refundOrder(
  orderId: string,
  request: RefundRequest,
  by: string,
): Promise<RefundRow> {
  const order = getOrder(orderId);
  const refund = claimRefund(order, request, by);
  const gift = refund.deliveryId ? giftToRefund(order, refund.deliveryId).number : null;
  const payment = db().select().from(payments).where(eq(payments.id, refund.paymentId)).get()!;
  let providerReference: string | null;
  try {
    providerReference = await paymentProvider(payment.provider).refund(
      payment,
      refund.amount,
      refund.id,
    );
  } catch (error) {
    log.warn({ err: error, orderId, refundId: refund.id }, "refund through the provider failed");
    db()
      .update(refunds)
      .set({ state: "failed", updatedAt: nowIso() })
      .where(eq(refunds.id, refund.id))
      .run();
    throw new ShopError(
      "unavailable",
      `The refund could not be made through ${payment.provider}: nothing was refunded. Please try again.`,
    );
  }
  const fully = db().transaction(
    (tx) => {
      tx.update(refunds)
        .set({ state: "succeeded", providerReference, updatedAt: nowIso() })
        .where(eq(refunds.id, refund.id))
        .run();
      const given = refundedOf(payment.id, ["succeeded"]);
      const full = given >= payment.amount;
      tx.update(payments)
        .set({ state: full ? "refunded" : "partially_refunded", updatedAt: nowIso() })
        .where(eq(payments.id, payment.id))
        .run();
      // The customer hears of the refund with it: queued in the refund's own transaction.
      const mail = refundMail(order, { ...refund, state: "succeeded" }, full);
      queueMail([{ ...mail, key: orderMailKey(orderId, `refund:${refund.id}`), orderId }], tx);
      recordActivity(
        {
          actor: by,
          action: "refund",
          subject: order.orderNumber,
          details: {
            amount: aedFromFils(refund.amount),
            creditNote: refund.creditNoteNumber,
            ...(gift ? { delivery: gift } : {}),
            ...(refund.reason ? { reason: refund.reason } : {}),
          },
        },
        tx,
      );
      return full;
    },
    { behavior: "immediate" },
  );
  const reason = refund.reason ? `: ${refund.reason}` : "";
  noteOnOrder(
    orderId,
    by,
    `Refunded ${formatAed(refund.amount)}${gift ? ` for gift ${gift}` : ""} (${refund.creditNoteNumber})${reason}`,
  );
  // Flowers already delivered stay delivered; anything else refunded in full will not go out:
  // the order, or the one gift whose lines and fee were all given back (the order follows once
  // every gift is cancelled).
  const now = getOrder(orderId);
  const gone = (status: OrderStatus) => status === "delivered" || status === "cancelled";
  if (fully && !gone(now.status)) {
    changeOrderStatus(orderId, "cancelled", by);
  } else if (!fully && refund.deliveryId) {
    const delivery = now.deliveries.find((candidate) => candidate.id === refund.deliveryId);
    if (delivery && !gone(delivery.status) && giftRefundedInFull(delivery)) {
      changeDeliveryStatus(orderId, delivery.id, "cancelled", by);
    }
  }
  return { ...refund, state: "succeeded", providerReference };
}

/** An order's refunds given, oldest first (the admin's order view). */
export function refundsOfOrder(orderId: string): RefundRow[] {
  return db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, "succeeded")))
    .orderBy(asc(refunds.sequence))
    .all();
}

/** Each order's refunds given, oldest first, in one query however long the list. */
export function refundsOfOrders(orderIds: string[]): Map<string, RefundRow[]> {
  const byOrder = new Map<string, RefundRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = db()
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.state, "succeeded")))
    .orderBy(asc(refunds.sequence))
    .all();
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/**
 * What is left to refund of the order's payments and refunds already read: the payment that
 * paid the order, less what was given back of it.
 */
export function leftOf(orderPayments: PaymentRow[], given: RefundRow[]): Fils {
  const paid = orderPayments.findLast(
    (payment) => !payment.refundDueAt && REFUNDABLE.includes(payment.state),
  );
  if (!paid) return 0;
  const back = given.filter((refund) => refund.paymentId === paid.id);
  return paid.amount - back.reduce((sum, refund) => sum + refund.amount, 0);
}

/**
 * Money given back on orders still counted as paid, in fils, between two moments (ISO; either end
 * open): what the dashboard takes off paid revenue on the days it was given (orders/order-stats).
 * An order refunded in full and cancelled left revenue with its status, so only refunds on paid
 * orders count.
 */
export function refundedOnPaidOrders(from?: string, to?: string): Fils {
  const conditions: SQL[] = [
    eq(refunds.state, "succeeded"),
    inArray(orders.status, PAID_STATUSES),
    ...(from ? [gte(refunds.createdAt, from)] : []),
    ...(to ? [lt(refunds.createdAt, to)] : []),
  ];
  return (
    db()
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(...conditions))
      .get()?.total ?? 0
  );
}

export function findRefund(id: string): RefundRow | null {
  return (
    db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.state, "succeeded")))
      .get() ?? null
  );
}

/** The order's latest payment as the JSON API tells it, in fils. */
export interface PaymentFacts {
  provider: string;
  state: string;
  amount: Fils;
  refunded: Fils;
  /** Made in test mode (the demo provider, or Stripe with a test key): no card was charged. */
  test: boolean;
}

/** Each order's latest payment, or null before one was started; read for a whole list at once. */
export function paymentFactsOf(orderIds: string[]): Map<string, PaymentFacts | null> {
  const byOrder = paymentsOfOrders(orderIds);
  const latest = [...byOrder.values()].flatMap((list) => list.slice(-1));
  const given = new Map<string, number>();
  if (latest.length > 0) {
    const rows = db()
      .select({
        paymentId: refunds.paymentId,
        total: sql<number>`sum(${refunds.amount})`,
      })
      .from(refunds)
      .where(
        and(
          inArray(
            refunds.paymentId,
            latest.map((payment) => payment.id),
          ),
          eq(refunds.state, "succeeded"),
        ),
      )
      .groupBy(refunds.paymentId)
      .all();
    for (const row of rows) given.set(row.paymentId, row.total);
  }
  return new Map(
    orderIds.map((orderId) => {
      const payment = byOrder.get(orderId)?.at(-1);
      if (!payment) return [orderId, null];
      return [
        orderId,
        {
          provider: payment.provider,
          state: payment.state,
          amount: payment.amount,
          // Money the order could not take went back whole, without a credit note.
          refunded: given.get(payment.id) ?? (payment.state === "refunded" ? payment.amount : 0),
          test: isTestPayment(payment),
        },
      ];
    }),
  );
}

export const paymentFactsOfOrder = (orderId: string) =>
  paymentFactsOf([orderId]).get(orderId) ?? null;

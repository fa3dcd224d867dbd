// Payment holds that end by themselves. An order awaiting payment is cancelled when its hold ends
// ('Payment not completed'), or as soon as paid orders fill its slot (hold-expiry.server.ts); its
// checkout is then closed at the provider (Stripe's session expired, the demo checkout closed), so
// the customer can no longer pay for a place the shop has let go. Money that arrives all the same
// is refunded by the path for money an order cannot take (payments.server.ts).
import { and, eq, exists, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, orderStatusHistory, payments } from "~/db/schema";
import {
  armHoldTimer,
  endedHolds,
  endHold,
  PAYMENT_NOT_COMPLETED,
} from "~/orders/payment-holds.server";
import { CANCELLED } from "~/db/order-statuses";
import { currentTime } from "~/platform/clock.server";
import { log } from "~/platform/log.server";
import { paymentProvider, refreshPayment } from "./payments.server";

/** Seconds between the job's passes: the safety net after a restart; a timer ends holds on time. */
export const HOLDS_EVERY_SECONDS = 15;

/**
 * Closes, at their provider, the checkouts still open for orders let go unpaid (their history
 * says 'Payment not completed'), and records what the provider then says: closed (the payment is
 * cancelled) or paid meanwhile (refunded). Read from the database, so a restart loses none.
 */
async function closeCheckoutsOfOrdersLetGo(): Promise<void> {
  const letGo = db()
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orders.id),
        eq(orderStatusHistory.toStatus, CANCELLED),
        like(orderStatusHistory.note, `${PAYMENT_NOT_COMPLETED}%`),
      ),
    );
  const open = db()
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.state, "pending"), eq(orders.status, CANCELLED), exists(letGo)))
    .all()
    .map((row) => row.payment)
    // A checkout still being opened has no reference yet: the next pass closes it.
    .filter((payment) => payment.providerReference !== null);
  for (const payment of open) {
    try {
      await paymentProvider(payment.provider).expireSession(payment);
    } catch (error) {
      log.info(
        { err: error, paymentId: payment.id },
        "the provider did not close a checkout; asking it what became of it",
      );
    }
    try {
      await refreshPayment(payment);
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, "could not settle a closed checkout");
    }
  }
}

/**
 * One pass of the hold job: cancels every order awaiting payment whose hold has ended, closes
 * the checkouts of the orders let go, and arms the timer for the next hold's end.
 */
export async function endPaymentHolds(now = currentTime()): Promise<number> {
  let ended = 0;
  for (const orderId of endedHolds(now)) {
    if (endHold(orderId, PAYMENT_NOT_COMPLETED)) ended += 1;
  }
  if (ended > 0) log.info({ ended }, "payment holds ended");
  await closeCheckoutsOfOrdersLetGo();
  armHoldTimer();
  return ended;
}

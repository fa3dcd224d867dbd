// Placing an order: each of its gifts (deliveries) priced at the server's prices and checked as a
// one-gift order is, numbered, counted against the client's allowance (orders per 10 minutes,
// unpaid orders held at once) as one order, holding each delivery's place for its payment hold,
// and answered once per idempotency key. One transaction: a refusal of any gift saves nothing.
import { sql } from "drizzle-orm";
import { deliveryProblem } from "~/delivery/delivery-window";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { deliveries, orderLines, orders } from "~/db/schema";
import { vatIncluded, vatShares } from "~/money/money";
import { placeProblem, type Slot } from "~/delivery/bookings.server";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { destinationOf } from "./delivery-destination.server";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { giftIssues, giftRulesApply } from "./gift";
import { orderFingerprint, orderForKey } from "./idempotency.server";
import {
  checkUnpaidOrders,
  claimOrderPlace,
  clientKeyOf,
  type OrderPlace,
} from "./order-limit.server";
import { ORDER_NUMBER_START, orderNumberOf } from "./order-number";
import type { DeliveryInput, OrderInput } from "./order-input";
import { getOrder, type Order } from "./order-reads.server";
import {
  checkClientPrices,
  linesTotalOf,
  priceLines,
  type PricedGift,
} from "./order-pricing.server";
import { armHoldTimer, holdEndFrom } from "./payment-holds.server";
import { PLACED_BY_CUSTOMER, recordStatusChange } from "./status-changes.server";
import { AWAITING_PAYMENT } from "~/db/order-statuses";

export {
  ADD_ONS_ALONE,
  BouquetUnavailable,
  PricesChanged,
  type CurrentPrices,
} from "./order-pricing.server";

/**
 * Where a gift's refusals point: the one-gift body's own fields (`items.0.itemId`), or the gift
 * in `deliveries` (`deliveries.2.items.0.itemId`), so a client knows which gift to change.
 */
const issuePrefix = (input: OrderInput, index: number) =>
  input.oneBody ? "" : `deliveries.${index}.`;

/** Runs a gift's checks, its refusals' issues keyed to that gift. */
function forGift<T>(prefix: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (prefix && error instanceof ShopError && error.issues) {
      const keyed = Object.fromEntries(
        Object.entries(error.issues).map(([field, messages]) => [`${prefix}${field}`, messages]),
      );
      Object.assign(error, { issues: keyed });
    }
    throw error;
  }
}

/** A gift checked and priced: where it goes, its lines and its fee, and its own id. */
interface PlannedGift extends PricedGift {
  id: string;
  prefix: string;
  gift: DeliveryInput;
  destination: ReturnType<typeof destinationOf>;
}

/** One gift checked as a one-gift order is: its date and slot, where it goes, its lines and fee. */
function planGift(
  gift: DeliveryInput,
  id: string,
  prefix: string,
  settings: DeliverySettings,
  now: Date,
): PlannedGift {
  return forGift(prefix, () => {
    const problem = deliveryProblem(
      gift.deliveryDate,
      gift.deliveryTime,
      now,
      deliveryClock(settings),
    );
    if (problem)
      throw new ShopError("invalid", problem.message, { [problem.field]: [problem.message] });
    const destination = destinationOf(gift, settings, now);
    const lines = priceLines(gift);
    const deliveryFee = destination.rules.fee(linesTotalOf(lines));
    return { id, prefix, gift, destination, sent: gift, lines, deliveryFee };
  });
}

/** What a gift still lacks as a gift (the recipient's name and mobile), keyed to it; else null. */
function missingGiftDetails(input: OrderInput): Record<string, string[]> | null {
  const issues: Record<string, string[]> = {};
  input.deliveries.forEach((gift, index) => {
    const missing = giftRulesApply(gift) ? giftIssues(gift) : null;
    for (const [field, messages] of Object.entries(missing ?? {})) {
      issues[`${issuePrefix(input, index)}${field}`] = messages;
    }
  });
  return Object.keys(issues).length > 0 ? issues : null;
}

/** A gift's row: where it goes, to whom, with its card; awaiting payment with its order. */
function deliveryRow(planned: PlannedGift, orderId: string, position: number, at: string) {
  const { gift, destination } = planned;
  return {
    id: planned.id,
    orderId,
    position,
    deliveryDate: gift.deliveryDate,
    deliveryTime: gift.deliveryTime,
    deliveryZone: destination.zone?.id ?? null,
    deliveryFee: planned.deliveryFee,
    recipientName: gift.recipientName || null,
    recipientPhone: gift.recipientPhone || null,
    address: destination.address,
    deliveryAddress: destination.deliveryAddress,
    // Asked of the recipient: no address until they give it on their page.
    addressFromRecipient: gift.addressFromRecipient ?? false,
    addressPending: gift.addressFromRecipient ?? false,
    cardMessage: gift.cardMessage || null,
    surprise: gift.surprise ?? false,
    anonymous: gift.anonymous ?? false,
    status: AWAITING_PAYMENT,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Creates the order, awaiting payment: each delivery holds its place until the payment hold
 * ends. `client` is the address it came from (none for the shop's own scripts and tests); `place`
 * is the client's claim on its order allowance, refused only once the key is known to be new.
 */
export function createOrder(
  input: OrderInput,
  now = currentTime(),
  client?: string,
  place?: OrderPlace,
): { order: Order; created: boolean } {
  const fingerprint = orderFingerprint(input);
  // The first delivery's id is the order's: its recipient link, slip and sheets name both alike.
  const id = newId();
  const at = now.toISOString();
  const clientKey = client ? clientKeyOf(client) : null;
  const missing = missingGiftDetails(input);
  if (missing) throw new ShopError("invalid", Object.values(missing)[0]![0]!, missing);

  // IMMEDIATE: the idempotency key, the places left and the order number are read and written in
  // one lock, so the key is looked up once and two posts with it cannot both make an order.
  const existing = db().transaction(
    (tx) => {
      // A request seen before is answered with its order first: before the allowance, the
      // delivery window, the prices and the unpaid orders, which may all have moved since.
      if (input.idempotencyKey) {
        const made = orderForKey(tx, input.idempotencyKey, fingerprint, now);
        if (made) return made;
      }
      if (place?.refusal) throw place.refusal;
      const settings = currentDeliverySettings();
      const planned = input.deliveries.map((gift, index) =>
        planGift(gift, index === 0 ? id : newId(), issuePrefix(input, index), settings, now),
      );
      const { total, deliveryFee } = checkClientPrices(planned, input.totalAmount);
      checkUnpaidOrders(tx, clientKey, now);
      // Each gift takes a place of its own: the gifts before it in this order count as held.
      const held: Slot[] = [];
      for (const gift of planned) {
        const slot = { date: gift.gift.deliveryDate, time: gift.gift.deliveryTime };
        // A full slot, or its unpaid share taken: then with when a hold's end may free a place.
        const noPlace = placeProblem(slot.date, slot.time, now, tx, held);
        if (noPlace) {
          const { field, message, retryAfter } = noPlace;
          throw new ShopError(
            "conflict",
            message,
            { [`${gift.prefix}${field}`]: [message] },
            retryAfter ? { retryAfter } : undefined,
          );
        }
        held.push(slot);
      }
      const [last] = tx
        .select({ max: sql<number | null>`max(${orders.sequence})` })
        .from(orders)
        .all();
      const sequence = (last?.max ?? ORDER_NUMBER_START - 1) + 1;
      const rows = planned.map((gift, position) => deliveryRow(gift, id, position, at));
      const first = rows[0]!;
      tx.insert(orders)
        .values({
          id,
          sequence,
          orderNumber: orderNumberOf(sequence),
          customerName: input.customerName,
          email: input.email,
          phone: input.phone,
          notes: input.notes,
          language: input.language ?? "en",
          // The order's own columns describe its first delivery (older readers read them).
          address: first.address,
          deliveryAddress: first.deliveryAddress,
          deliveryZone: first.deliveryZone,
          addressFromRecipient: first.addressFromRecipient,
          addressPending: first.addressPending,
          recipientName: first.recipientName,
          recipientPhone: first.recipientPhone,
          cardMessage: first.cardMessage,
          surprise: first.surprise,
          anonymous: first.anonymous,
          deliveryDate: first.deliveryDate,
          deliveryTime: first.deliveryTime,
          status: AWAITING_PAYMENT,
          totalAmount: total,
          // Rounded once, on the total: the figure every page and document of the order shows.
          vatAmount: vatIncluded(total),
          // Every delivery's fee: lines and fees add up to the total on every document.
          deliveryFee,
          idempotencyKey: input.idempotencyKey ?? null,
          idempotencyFingerprint: input.idempotencyKey ? fingerprint : null,
          holdUntil: holdEndFrom(now).toISOString(),
          clientKey,
          createdAt: at,
          updatedAt: at,
        })
        .run();
      tx.insert(deliveries).values(rows).run();
      // The order's VAT shared over its lines (the delivery fees' shares last), adding up to it.
      const lines = planned.flatMap((gift) =>
        gift.lines.map(({ isAddOn: _, ...line }) => ({ ...line, deliveryId: gift.id })),
      );
      const lineVats = vatShares([
        ...lines.map((line) => line.unitPrice * line.quantity),
        ...planned.map((gift) => gift.deliveryFee),
      ]);
      tx.insert(orderLines)
        .values(
          lines.map((line, position) => ({
            id: newId(),
            orderId: id,
            position,
            ...line,
            vatAmount: lineVats[position]!,
          })),
        )
        .run();
      recordStatusChange(tx, {
        orderId: id,
        from: null,
        to: AWAITING_PAYMENT,
        by: PLACED_BY_CUSTOMER,
        at,
      });
      return null;
    },
    { behavior: "immediate" },
  );
  if (existing) return { order: getOrder(existing), created: false };
  armHoldTimer(now);
  return { order: getOrder(id), created: true };
}

/**
 * A customer's order, from the JSON API or the checkout form: counted against the
 * client's order allowance, which a replayed or refused request does not use up.
 */
export async function createCustomerOrder(
  input: OrderInput,
  client: string,
): Promise<{ order: Order; created: boolean }> {
  // A customer retrying (same key, same order) gets their order, however many they placed: the
  // place is claimed first, but its refusal counts only for a new order (inside createOrder).
  const place = await claimOrderPlace(client);
  try {
    const result = createOrder(input, currentTime(), client, place);
    if (!result.created) await place.giveBack();
    return result;
  } catch (error) {
    if (error !== place.refusal) await place.giveBack();
    throw error;
  }
}

// Placing an order: priced at the server's prices, numbered, counted against the client's
// allowance (orders per 10 minutes, unpaid orders held at once), holding its delivery place for
// its payment hold, and answered once per idempotency key.
import { and, eq, sql } from "drizzle-orm";
import { findItem } from "~/catalogue/items.server";
import { addOnSize } from "~/catalogue/add-ons.server";
import { sizeNamed } from "~/catalogue/sizes";
import { deliveryProblem } from "~/delivery/delivery-window";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { images, items, orderLines, orders, sizes } from "~/db/schema";
import { vatIncluded, vatShares, type Fils } from "~/money/money";
import { placeProblem } from "~/delivery/bookings.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import type { DeliveryRules } from "~/delivery/zones";
import { destinationOf } from "./delivery-destination.server";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { saidText } from "~/i18n/said";
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
import { armHoldTimer, holdEndFrom } from "./payment-holds.server";
import { recordStatusChange } from "./status-changes.server";
import { AWAITING_PAYMENT } from "~/db/order-statuses";

type FlatInput = OrderInput & DeliveryInput;

interface PricedLine {
  itemId: string;
  isAddOn: boolean;
  title: string;
  sizeName: string;
  /** The Arabic words as the catalogue has them now (null when not written). */
  titleAr: string | null;
  sizeNameAr: string | null;
  unitPrice: number;
  quantity: number;
  imageUrl: string | null;
}

/** An out-of-stock bouquet is refused (409) by the JSON API and the checkout alike, in these words. */
export class BouquetUnavailable extends ShopError {
  constructor(title: string, index = 0) {
    super("conflict", saidText("checkout.error.bouquetUnavailable", { title }), {
      [`items.${index}.itemId`]: ["This bouquet is currently unavailable."],
    });
  }
}

/** The prices that hold, in fils, when the client's differ (a 409 that names them). */
export interface CurrentPrices {
  items: { itemId: string; size: string; price: Fils }[];
  totalAmount: Fils;
  deliveryFee: Fils;
}

/** The client's prices or total are not the server's: refused (409) with the figures that hold. */
export class PricesChanged extends ShopError {
  constructor(
    message: string,
    readonly prices: CurrentPrices,
  ) {
    super("conflict", message);
  }
}

export const ADD_ONS_ALONE = saidText("checkout.error.addOnsAlone");

/**
 * The bouquet's Arabic title and its size's Arabic name, kept on the order line as they are when
 * ordered, so a later edit of the catalogue never rewrites an order's emails or invoice.
 */
function arabicWords(itemId: string, sizeName: string) {
  const item = db()
    .select({ titleAr: items.titleAr })
    .from(items)
    .where(eq(items.id, itemId))
    .get();
  const size = db()
    .select({ sizeNameAr: sizes.sizeNameAr })
    .from(sizes)
    .where(and(eq(sizes.itemId, itemId), eq(sizes.sizeName, sizeName)))
    .get();
  return { titleAr: item?.titleAr || null, sizeNameAr: size?.sizeNameAr || null };
}

/** Prices every line from the catalogue; the client's prices are only checked against them. */
function priceLines(input: FlatInput): PricedLine[] {
  return input.items.map((line, index) => {
    const item = findItem(line.itemId);
    if (!item) {
      throw new ShopError("invalid", saidText("checkout.error.bouquetGone"), {
        [`items.${index}.itemId`]: ["This bouquet is no longer available."],
      });
    }
    if (!item.inStock) throw new BouquetUnavailable(item.title, index);
    // An add-on comes in one size, so a line that names none gets that one.
    const size = sizeNamed(item, line.size.trim()) ?? (item.isAddOn ? addOnSize(item) : undefined);
    if (!size) {
      throw new ShopError(
        "invalid",
        saidText("checkout.error.chooseSizeOf", { title: item.title }),
        {
          [`items.${index}.size`]: [
            `Choose one of: ${item.sizes.map((s) => s.sizeName).join(", ")}.`,
          ],
        },
      );
    }
    const imageFile = item.mainImageId
      ? db()
          .select({ fileName: images.fileName })
          .from(images)
          .where(eq(images.id, item.mainImageId))
          .get()
      : undefined;
    const arabic = arabicWords(item.id, size.sizeName);
    return {
      itemId: item.id,
      isAddOn: item.isAddOn,
      title: item.title,
      sizeName: size.sizeName,
      titleAr: arabic.titleAr,
      sizeNameAr: arabic.sizeNameAr,
      unitPrice: size.price,
      quantity: line.quantity,
      imageUrl: imageFile?.fileName ?? null,
    };
  });
}

/**
 * The order's total at the server's prices, with the delivery fee; the client's prices and total
 * are only checked against it (409 with the figures that hold).
 */
function checkClientPrices(input: FlatInput, lines: PricedLine[], rules: DeliveryRules) {
  const linesTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const deliveryFee = rules.fee(linesTotal);
  const total = linesTotal + deliveryFee;
  const changed = lines.filter((line, index) => input.items[index]!.price !== line.unitPrice);
  if (changed.length > 0 || (input.totalAmount !== undefined && input.totalAmount !== total)) {
    const first = changed[0];
    const message = first
      ? saidText("checkout.error.priceChanged", {
          title: first.title,
          size: first.sizeName,
          price: { fils: first.unitPrice },
        })
      : deliveryFee > 0
        ? saidText("checkout.error.totalChangedWithDelivery", {
            total: { fils: total },
            fee: { fils: deliveryFee },
          })
        : saidText("checkout.error.totalChanged", { total: { fils: total } });
    throw new PricesChanged(message, {
      items: lines.map((line) => ({
        itemId: line.itemId,
        size: line.sizeName,
        price: line.unitPrice,
      })),
      totalAmount: total,
      deliveryFee,
    });
  }
  return { total, deliveryFee };
}

/**
 * Creates the order, awaiting payment: it holds its delivery place until its payment hold ends.
 * `client` is the address it came from (none for the shop's own scripts and tests); `place` is
 * the client's claim on its order allowance, refused only once the key is known to be new.
 */
export function createOrder(
  order: OrderInput,
  now = currentTime(),
  client?: string,
  place?: OrderPlace,
): { order: Order; created: boolean } {
  const fingerprint = orderFingerprint(order);
  // For now one gift an order: the first delivery beside the buyer.
  if (order.deliveries.length > 1) {
    throw new ShopError("invalid", "One gift an order for now.", {
      deliveries: ["One gift an order for now."],
    });
  }
  const input = { ...order, ...order.deliveries[0]! };
  const id = newId();
  const at = now.toISOString();
  const clientKey = client ? clientKeyOf(client) : null;
  const missing = giftRulesApply(input) ? giftIssues(input) : null;
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
      const problem = deliveryProblem(
        input.deliveryDate,
        input.deliveryTime,
        now,
        deliveryClock(settings),
      );
      if (problem)
        throw new ShopError("invalid", problem.message, { [problem.field]: [problem.message] });
      const destination = destinationOf(input, settings, now);
      const lines = priceLines(input);
      // A vase or chocolates go with a bouquet, never alone.
      if (!lines.some((line) => !line.isAddOn)) {
        throw new ShopError("invalid", ADD_ONS_ALONE, { items: [ADD_ONS_ALONE] });
      }
      const { total, deliveryFee } = checkClientPrices(input, lines, destination.rules);
      checkUnpaidOrders(tx, clientKey, now);
      // A full slot, or its unpaid share taken: then with when a hold's end may free a place.
      const noPlace = placeProblem(input.deliveryDate, input.deliveryTime, now, tx);
      if (noPlace) {
        const { field, message, retryAfter } = noPlace;
        throw new ShopError(
          "conflict",
          message,
          { [field]: [message] },
          retryAfter ? { retryAfter } : undefined,
        );
      }
      const [last] = tx
        .select({ max: sql<number | null>`max(${orders.sequence})` })
        .from(orders)
        .all();
      const sequence = (last?.max ?? ORDER_NUMBER_START - 1) + 1;
      tx.insert(orders)
        .values({
          id,
          sequence,
          orderNumber: orderNumberOf(sequence),
          customerName: input.customerName,
          email: input.email,
          phone: input.phone,
          address: destination.address,
          deliveryAddress: destination.deliveryAddress,
          deliveryZone: destination.zone?.id ?? null,
          // Asked of the recipient: no address until they give it on their page.
          addressFromRecipient: input.addressFromRecipient ?? false,
          addressPending: input.addressFromRecipient ?? false,
          notes: input.notes,
          language: input.language ?? "en",
          recipientName: input.recipientName || null,
          recipientPhone: input.recipientPhone || null,
          cardMessage: input.cardMessage || null,
          surprise: input.surprise ?? false,
          anonymous: input.anonymous ?? false,
          deliveryDate: input.deliveryDate,
          deliveryTime: input.deliveryTime,
          status: AWAITING_PAYMENT,
          totalAmount: total,
          // Rounded once, on the total: the figure every page and document of the order shows.
          vatAmount: vatIncluded(total),
          deliveryFee,
          idempotencyKey: input.idempotencyKey ?? null,
          idempotencyFingerprint: input.idempotencyKey ? fingerprint : null,
          holdUntil: holdEndFrom(now).toISOString(),
          clientKey,
          createdAt: at,
          updatedAt: at,
        })
        .run();
      // The order's VAT shared over its lines (the delivery fee's share last), adding up to it.
      const lineVats = vatShares([
        ...lines.map((line) => line.unitPrice * line.quantity),
        deliveryFee,
      ]);
      tx.insert(orderLines)
        .values(
          lines.map(({ isAddOn: _, ...line }, position) => ({
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
        by: "customer",
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

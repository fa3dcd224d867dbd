// An order's lines at the server's prices, and the client's prices and total checked against
// them: the client's figures are never charged, only compared.
import { and, eq } from "drizzle-orm";
import { addOnSize } from "~/catalogue/add-ons.server";
import { findItem } from "~/catalogue/items.server";
import { sizeNamed } from "~/catalogue/sizes";
import { db } from "~/db/client.server";
import { images, items, sizes } from "~/db/schema";
import { saidText } from "~/i18n/said";
import type { Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import type { DeliveryInput } from "./order-input";

export interface PricedLine {
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

/**
 * Prices a gift's lines from the catalogue; the client's prices are only checked against them. A
 * vase or chocolates go with a bouquet, never alone.
 */
export function priceLines(gift: Pick<DeliveryInput, "items">): PricedLine[] {
  const lines = gift.items.map((line, index) => {
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
  if (!lines.some((line) => !line.isAddOn)) {
    throw new ShopError("invalid", ADD_ONS_ALONE, { items: [ADD_ONS_ALONE] });
  }
  return lines;
}

/** The value of a gift's lines at the server's prices. */
export const linesTotalOf = (lines: PricedLine[]): Fils =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/** A gift as sent and as priced: the client's line prices beside the server's, and its fee. */
export interface PricedGift {
  sent: Pick<DeliveryInput, "items">;
  lines: PricedLine[];
  deliveryFee: Fils;
}

/**
 * The order's total at the server's prices: every gift's lines and fee. The client's line prices,
 * and its total when sent, are only checked against it (409 with the figures that hold).
 */
export function checkClientPrices(gifts: PricedGift[], totalAmount: Fils | null | undefined) {
  const deliveryFee = gifts.reduce((sum, gift) => sum + gift.deliveryFee, 0);
  const total = gifts.reduce((sum, gift) => sum + linesTotalOf(gift.lines), 0) + deliveryFee;
  const changed = gifts.flatMap((gift) =>
    gift.lines.filter((line, index) => gift.sent.items[index]!.price !== line.unitPrice),
  );
  if (changed.length > 0 || (totalAmount !== undefined && totalAmount !== total)) {
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
      items: gifts.flatMap((gift) =>
        gift.lines.map((line) => ({
          itemId: line.itemId,
          size: line.sizeName,
          price: line.unitPrice,
        })),
      ),
      totalAmount: total,
      deliveryFee,
    });
  }
  return { total, deliveryFee };
}

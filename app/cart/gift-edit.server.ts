// The gift the item page's form edits (`?gift=` on 'Complete Your Order', from the cart's
// 'Edit'): its fields to fill the form with; none when it is not in this customer's cart.
import { giftFormDefaults } from "~/checkout/gift-delivery";
import { cartIdOf } from "./cart-cookie.server";
import { cartGiftsOf } from "./carts.server";

export interface GiftEdit {
  giftId: string;
  quantity: number;
  defaults: Record<string, string>;
}

export const EDIT_QUERY = "gift";

export async function giftBeingEdited(request: Request, url: URL): Promise<GiftEdit | null> {
  const giftId = url.searchParams.get(EDIT_QUERY);
  if (!giftId) return null;
  const gift = cartGiftsOf(await cartIdOf(request)).find((each) => each.id === giftId);
  if (!gift) return null;
  return {
    giftId,
    quantity: gift.delivery.items[0]?.quantity ?? 1,
    defaults: giftFormDefaults(gift.delivery),
  };
}

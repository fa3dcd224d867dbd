// 'Order again' from My orders, as a browser without JavaScript posts it: an order of two gifts
// becomes two gifts in the cart (the same bouquet, size, add-on, recipient, address or 'ask the
// recipient', card, surprise and anonymous) on new dates; a bouquet no longer sold is left out and
// named on the cart page; another customer's order puts nothing in the cart.
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { signInCustomer } from "../support/customer-account";
import { deliverableDate } from "../support/catalogue";
import { page } from "../support/html";
import { sharedShopWithMail } from "../support/mail-shop";
import {
  callShop,
  createBouquet,
  editBouquet,
  postForm,
  postJson,
  type ShopProcess,
} from "../support/server-process";

interface KeptGift {
  recipientName?: string;
  cardMessage?: string;
  surprise: boolean;
  anonymous: boolean;
  addressFromRecipient?: boolean;
  deliveryAddress?: { area: string; building: string };
  deliveryDate: string;
  deliveryTime: string;
  items: { itemId: string; size: string; quantity: number }[];
}

function cartGifts(shop: ShopProcess): KeptGift[] {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  try {
    const rows = sqlite.prepare("select gift from cart_gifts order by position").all() as {
      gift: string;
    }[];
    return rows.map((row) => JSON.parse(row.gift) as KeptGift);
  } finally {
    sqlite.close();
  }
}

const cartCookie = (setCookie: string | string[] | undefined) => {
  const set = [setCookie ?? []].flat().find((each) => each.startsWith("__cart="));
  return set ? set.slice(0, set.indexOf(";")) : "";
};

describe("'Order again'", () => {
  const the = sharedShopWithMail();

  test("two gifts of an order become two cart gifts; a bouquet no longer sold is named", async () => {
    const ivory = await createBouquet(the.shop, the.token, { title: "Ivory Hour", price: 950 });
    const blush = await createBouquet(the.shop, the.token, { title: "Blush Reverie", price: 800 });
    const vase = await createBouquet(the.shop, the.token, {
      title: "Glass Vase",
      price: 120,
      isAddOn: true,
    });
    const line = (of: typeof ivory, quantity = 1) => ({
      itemId: of._id,
      price: of.sizes[0]!.price,
      size: of.sizes[0]!.sizeName,
      quantity,
    });
    const placed = await postJson(the.shop, "/api/orders", {
      customerName: "Layla Haddad",
      email: "Again@Example.com",
      phone: "050 123 4567",
      deliveries: [
        {
          items: [line(ivory, 2), line(vase)],
          deliveryDate: deliverableDate(4),
          deliveryTime: "evening",
          deliveryAddress: { emirate: "Dubai", area: "Jumeirah", building: "Villa 12" },
          recipientName: "Noor Saleh",
          recipientPhone: "055 765 4321",
          cardMessage: "Eid Mubarak, habibti",
          surprise: true,
        },
        {
          items: [line(blush)],
          deliveryDate: deliverableDate(5),
          deliveryTime: "morning",
          addressFromRecipient: true,
          recipientName: "Omar Nasser",
          recipientPhone: "050 111 2222",
          cardMessage: "With thanks from all of us",
          anonymous: true,
        },
      ],
    });
    expect(placed.status, placed.text).toBe(201);
    const order = (placed.json() as { order: { _id: string; orderNumber: string } }).order;
    const cookie = await signInCustomer(the.shop, the.smtp, "again@example.com");

    const again = await postForm(
      the.shop,
      "/account",
      { intent: "order-again", orderId: order._id },
      { headers: { Cookie: cookie } },
    );
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe(`/cart?again=${order._id}#cart-notice`);
    const cart = cartCookie(again.headers["set-cookie"]);
    expect(cart).not.toBe("");
    const gifts = cartGifts(the.shop);
    expect(gifts).toHaveLength(2);
    expect(gifts[0]).toMatchObject({
      recipientName: "Noor Saleh",
      cardMessage: "Eid Mubarak, habibti",
      surprise: true,
      anonymous: false,
      deliveryAddress: { area: "Jumeirah", building: "Villa 12" },
      deliveryTime: "evening",
      items: [
        { itemId: ivory._id, size: "Signature", quantity: 2 },
        { itemId: vase._id, quantity: 1 },
      ],
    });
    expect(gifts[1]).toMatchObject({
      recipientName: "Omar Nasser",
      anonymous: true,
      addressFromRecipient: true,
      deliveryTime: "morning",
      items: [{ itemId: blush._id, quantity: 1 }],
    });
    // New dates: the earliest each gift can go, never the old order's.
    for (const gift of gifts) expect(gift.deliveryDate < deliverableDate(3)).toBe(true);

    const cartPage = await callShop(the.shop, "/cart?again=" + order._id, {
      headers: { Cookie: `${cookie}; ${cart}` },
    });
    const text = page(cartPage.text).text;
    expect(text).toContain(
      `The gifts of order ${order.orderNumber} are in your cart, each on the earliest date it can be delivered`,
    );
    expect(text).toContain("Noor Saleh");
    expect(text).toContain("Omar Nasser");

    // Blush Reverie no longer sold: left out, and named.
    expect((await editBouquet(the.shop, the.token, blush._id, { inStock: "false" })).status).toBe(
      200,
    );
    const twice = await postForm(
      the.shop,
      "/account",
      { intent: "order-again", orderId: order._id },
      { headers: { Cookie: `${cookie}; ${cart}` } },
    );
    expect(twice.status).toBe(302);
    expect(cartGifts(the.shop)).toHaveLength(3);
    const told = await callShop(the.shop, twice.headers.location!, {
      headers: { Cookie: `${cookie}; ${cart}` },
    });
    expect(page(told.text).text).toContain("Blush Reverie is no longer sold: it was left out.");

    // Another customer's cookie orders nothing of hers again, and the cart page says nothing of it.
    const other = await signInCustomer(the.shop, the.smtp, "someone-else@example.com");
    const refused = await postForm(
      the.shop,
      "/account",
      { intent: "order-again", orderId: order._id },
      { headers: { Cookie: `${other}; ${cart}` } },
    );
    expect(refused.headers.location).toBe("/account");
    expect(cartGifts(the.shop)).toHaveLength(3);
    const foreign = await callShop(the.shop, `/cart?again=${order._id}`, {
      headers: { Cookie: `${other}; ${cart}` },
    });
    expect(page(foreign.text).text).not.toContain(order.orderNumber);
  });
});

// The shop of one test file taking its payments through a local fake of Stripe's API, with the
// admin's token and one bouquet on sale: what the payment tests start from.
import { afterAll, beforeAll } from "vitest";
import { createItem, type ItemSpec } from "./catalogue";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import { adminToken } from "./shop";

export interface StripeShop {
  fake: FakeStripe;
  token: string;
  item: Awaited<ReturnType<typeof createItem>>;
}

/**
 * Starts the fake before the file's tests (the shop told to use it, the bouquet created) and closes
 * it after them. The fields are filled in by `beforeAll`: read them inside tests and helpers.
 */
export function shopOnFakeStripe(
  bouquet: ItemSpec,
  options?: Parameters<typeof startFakeStripe>[0],
): StripeShop {
  const shop = {} as StripeShop;
  beforeAll(async () => {
    shop.fake = await startFakeStripe(options);
    Object.assign(process.env, shop.fake.shopSettings);
    shop.token = await adminToken();
    shop.item = await createItem(shop.token, bouquet);
  });
  afterAll(() => shop.fake.close());
  return shop;
}

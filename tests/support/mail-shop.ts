// The shop as a process with its mail going to a real mail server of the test's own (accepting),
// its admin signed in, for the tests of the file or `describe` that calls `sharedShopWithMail`.
import { afterAll, beforeAll, expect } from "vitest";
import {
  createBouquet,
  placeAndStartPayment,
  pressPayNow,
  signIn,
  startShopProcess,
  type ShopProcess,
} from "./server-process";
import { testSmtp, type ReceivedMail, type TestSmtp } from "./smtp";

export interface MailShop {
  smtp: TestSmtp;
  shop: ShopProcess;
  token: string;
}

/**
 * Started before the tests (`env` over SMTP_URL, as for `startShopProcess`), stopped after them;
 * what `prepare` returns joins its fields. They are there once the tests run.
 */
export function sharedShopWithMail<Extra extends object = object>(
  env: Record<string, string | undefined> = {},
  prepare?: (open: MailShop) => Promise<Extra>,
): MailShop & Extra {
  const open = {} as MailShop & Extra;
  beforeAll(async () => {
    open.smtp = await testSmtp();
    await open.smtp.start("accept");
    open.shop = await startShopProcess({ SMTP_URL: open.smtp.url, ...env });
    open.token = await signIn(open.shop);
    if (prepare) Object.assign(open, await prepare(open));
  });
  afterAll(async () => {
    await open.shop?.stop();
    await open.smtp?.stop();
  });
  return open;
}

/**
 * A bouquet ordered by guest@example.com and paid on the demo provider's page: the two emails the
 * mail server received about it (the customer's confirmation and the shop's copy).
 */
export async function paidOrderMails({ shop, token, smtp }: MailShop): Promise<ReceivedMail[]> {
  const bouquet = await createBouquet(shop, token, { title: "Ivory Hour", price: 950 });
  const { order, paymentUrl } = await placeAndStartPayment(shop, bouquet, {
    email: "guest@example.com",
  });
  expect((await pressPayNow(shop, paymentUrl)).status).toBe(302);
  const ofOrder = () => smtp.received.filter((mail) => mail.raw.includes(order.orderNumber));
  await expect.poll(() => ofOrder().length).toBe(2);
  return ofOrder();
}

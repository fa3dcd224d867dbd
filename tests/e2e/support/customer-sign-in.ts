// A customer signing in at /account in the browser: the code read from the email the orders
// shop wrote to its outbox folder.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { outboxMails } from "../../support/outbox";
import { databasePointer } from "./database-pointer.js";
import { ORDERS_SHOP_PORT } from "./servers";

const outbox = () =>
  join(dirname(readFileSync(databasePointer(ORDERS_SHOP_PORT), "utf8")), "outbox");

/** The code of the newest sign-in email to `email`, once the shop has written it. */
export async function codeSentTo(email: string): Promise<string> {
  const codes = () =>
    outboxMails(outbox())
      .filter((mail) => mail.to.includes(email))
      .map((mail) => /account\?code=(\d{6})/.exec(mail.text)?.[1])
      .filter(Boolean);
  await expect.poll(() => codes().length).toBeGreaterThan(0);
  return codes().at(-1)!;
}

/** Signs `email` in on the English account page, as a visitor types it. */
export async function signInAs(page: Page, email: string) {
  await page.goto("/account");
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(email);
  await main.getByRole("button", { name: "Email me a code" }).click();
  await main.getByLabel("Your 6-digit code").fill(await codeSentTo(email));
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
}

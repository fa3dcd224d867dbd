// A customer signing in to their account on a shop process, as a browser without JavaScript
// does: 'Email me a code', the code read from the email the test's mail server received, then
// 'Sign in'. The customer's cookie comes back as a Cookie header to send.
import { expect } from "vitest";
import { readMail } from "./outbox";
import { callShop, postForm, type Answer, type ShopProcess } from "./server-process";
import type { TestSmtp } from "./smtp";

export interface SentCode {
  codeId: string;
  code: string;
  /** The link's path, as the email carries it. */
  link: string;
}

/** The hidden field that names the code the form gives back. */
export const codeIdIn = (html: string) => /name="codeId" value="([0-9a-f]{24})"/.exec(html)?.[1];

/** 'Email me a code' for `email`, from `from`. */
export const askForCode = (shop: ShopProcess, email: string, from?: string, path = "/account") =>
  postForm(shop, path, { intent: "request-code", email }, { from });

/** The code and link of the sign-in email with this code id, once the mail server has it. */
export async function codeFromMail(smtp: TestSmtp, codeId: string): Promise<SentCode> {
  const find = () =>
    smtp.received.map((mail) => readMail(mail.raw)).find((mail) => mail.text.includes(codeId));
  await expect.poll(find).toBeDefined();
  const { text } = find()!;
  const link = /https?:\/\/[^/\s]+(\/\S*account\?code=(\d{6})&for=([0-9a-f]{24}))/.exec(text)!;
  return { codeId, code: link[2]!, link: link[1]! };
}

/** 'Sign in' with a code. */
export const giveCode = (shop: ShopProcess, codeId: string, code: string, from?: string) =>
  postForm(shop, "/account", { intent: "sign-in", codeId, code }, { from });

/** The customer's cookie a sign-in set, as a Cookie header. */
export function customerCookie(answer: Answer): string {
  const set = [answer.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("mf_customer="));
  expect(set, "the customer's cookie").toBeDefined();
  return set!.slice(0, set!.indexOf(";"));
}

/** Signs `email` in from scratch: the Cookie header of the new session. */
export async function signInCustomer(
  shop: ShopProcess,
  smtp: TestSmtp,
  email: string,
  from?: string,
): Promise<string> {
  const asked = await askForCode(shop, email, from);
  expect(asked.status).toBe(200);
  const { codeId, code } = await codeFromMail(smtp, codeIdIn(asked.text)!);
  const signedIn = await giveCode(shop, codeId, code, from);
  expect(signedIn.status).toBe(302);
  return customerCookie(signedIn);
}

/** The account page as this cookie sees it. */
export const accountPage = (shop: ShopProcess, cookie: string, path = "/account") =>
  callShop(shop, path, { headers: { Cookie: cookie } });

// Signing in without a password, as the account page's forms do it: ask for a code (limited per
// client and per address, the same answer for every address), then give it back (limited per
// client, 5 tries per code): the account is found or made and a session starts.
import type { Language } from "~/i18n/languages";
import type { CustomerRow } from "~/db/schema";
import { accountSignedIn } from "./customers.server";
import { startCustomerSession } from "./customer-sessions.server";
import { accountEmail } from "./email-address";
import { sendSignInCode, spendSignInCode, type CodeSent } from "./sign-in-codes.server";
import { claimCodeRequest, claimCodeTry } from "./sign-in-limits.server";

export async function askForCode(
  email: string,
  language: Language,
  client: string,
): Promise<CodeSent> {
  await claimCodeRequest(client, accountEmail(email));
  return sendSignInCode(email, language);
}

/** A right code's account and the Set-Cookie of its new session; refusals as ShopErrors. */
export async function signInWithCode(
  request: Request,
  { codeId, code }: { codeId: string; code: string },
  client: string,
): Promise<{ customer: CustomerRow; setCookie: string }> {
  await claimCodeTry(client);
  const { email, language } = await spendSignInCode(codeId, code);
  const customer = accountSignedIn(email, language);
  return { customer, setCookie: await startCustomerSession(request, customer.id) };
}

// One-time sign-in codes: 6 digits (a TOTP of @epic-web/totp, decision 035) and the link that
// carries it, valid 10 minutes, used once, dead after 5 tries. The table keeps the TOTP's secret
// and settings, never the code. Every address gets the same email and the same answer, whether
// it has an account or not: the account is made by the first sign-in.
import { generateTOTP, verifyTOTP } from "@epic-web/totp";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { customerCodes } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { saidText } from "~/i18n/said";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { queueMail } from "~/platform/outbox.server";
import { accountEmail } from "./email-address";
import { signInCodeMail } from "./sign-in-mail.server";

/** How long a code and its link work. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Tries a code allows, right or wrong: after 5 wrong ones it is dead. */
export const TRIES_PER_CODE = 5;

// The TOTP's settings: its period is the code's lifetime (our own expiry, on the shop's clock,
// is what ends it), SHA-256 as the Epic Stack's codes.
const TOTP = { algorithm: "SHA-256", digits: 6, period: CODE_LIFETIME_MS / 1000 } as const;

/** A code was sent: the id the code form (and the link) name it by. */
export interface CodeSent {
  codeId: string;
}

/**
 * Makes a new code for the address (any earlier one of it stops working) and writes its email to
 * the outbox, in the page's language.
 */
export async function sendSignInCode(email: string, language: Language): Promise<CodeSent> {
  const address = accountEmail(email);
  const { otp, secret, algorithm, digits, period, charSet } = await generateTOTP(TOTP);
  const now = currentTime();
  const codeId = newId();
  const row = {
    id: codeId,
    email: address,
    secret,
    algorithm,
    digits,
    period,
    charSet,
    language,
    wrongTries: 0,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
  };
  db().transaction((tx) => {
    // Codes past their time open nothing; they go as new ones are asked for.
    tx.delete(customerCodes).where(lt(customerCodes.expiresAt, row.createdAt)).run();
    tx.insert(customerCodes)
      .values(row)
      .onConflictDoUpdate({ target: customerCodes.email, set: row })
      .run();
    queueMail(
      [{ key: `sign-in-code:${codeId}`, ...signInCodeMail(address, otp, codeId, language) }],
      tx,
    );
  });
  return { codeId };
}

const WRONG_CODE = () => new ShopError("invalid", saidText("account.error.wrongCode"));

/**
 * Spends one try of the code and checks it: the address and the page's language of a right one
 * (the code is then gone), else a refusal that says the same for a wrong, used, expired or dead
 * code. The try is counted before the check, so parallel guesses cannot pass the limit.
 */
export async function spendSignInCode(
  codeId: string,
  code: string,
): Promise<{ email: string; language: Language }> {
  const now = currentTime().toISOString();
  const row = db()
    .update(customerCodes)
    .set({ wrongTries: sql`${customerCodes.wrongTries} + 1` })
    .where(
      and(
        eq(customerCodes.id, codeId),
        lt(customerCodes.wrongTries, TRIES_PER_CODE),
        gt(customerCodes.expiresAt, now),
      ),
    )
    .returning()
    .get();
  if (!row) throw WRONG_CODE();
  const right = await verifyTOTP({
    otp: code.trim(),
    secret: row.secret,
    algorithm: row.algorithm,
    digits: row.digits,
    period: row.period,
    charSet: row.charSet,
  });
  if (!right) {
    // The fifth wrong try ends the code.
    if (row.wrongTries >= TRIES_PER_CODE) {
      db().delete(customerCodes).where(eq(customerCodes.id, codeId)).run();
    }
    throw WRONG_CODE();
  }
  // Used once: of two right tries at once, only the one that deletes it signs in.
  const used = db().delete(customerCodes).where(eq(customerCodes.id, codeId)).run();
  if (used.changes !== 1) throw WRONG_CODE();
  return { email: row.email, language: row.language };
}

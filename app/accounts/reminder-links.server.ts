// The links a reminder carries that work without signing in: stop every reminder (one click,
// RFC 8058) and mute one occasion. Each names its row and an HMAC of it under the shop's session
// secret (any of them, so a rotated secret keeps last week's emails working): a link cannot be
// made for someone else's account or occasion.
import { createHmac, timingSafeEqual } from "node:crypto";
import { localisedPath, type Language } from "~/i18n/languages";
import { env } from "~/platform/env.server";
import { mailOrigin } from "~/platform/origin.server";

type Purpose = "stop" | "mute";

const signatureWith = (secret: string, purpose: Purpose, id: string) =>
  createHmac("sha256", `occasion-reminders:${secret}`)
    .update(`${purpose}:${id}`)
    .digest("base64url");

const sign = (purpose: Purpose, id: string) => signatureWith(env().sessionSecrets[0]!, purpose, id);

/** Whether `signature` is this row's under any of the shop's secrets. */
export function signedFor(purpose: Purpose, id: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return env().sessionSecrets.some((secret) => {
    const expected = Buffer.from(signatureWith(secret, purpose, id));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** 'Stop all reminders': the List-Unsubscribe address (absolute, as RFC 8058 asks). */
export const stopRemindersUrl = (customerId: string, language: Language) =>
  `${mailOrigin()}${localisedPath(
    `/reminders/stop?customer=${customerId}&sig=${sign("stop", customerId)}`,
    language,
  )}`;

/** 'Don't remind me about this any more' for one occasion. */
export const muteOccasionPath = (occasionId: string, language: Language) =>
  localisedPath(`/reminders/mute?occasion=${occasionId}&sig=${sign("mute", occasionId)}`, language);

// The account page's forms: one schema each for the browser and the action. Browser-safe.
import { z } from "zod";
import { saidText } from "~/i18n/said";
import { ID_PATTERN } from "~/db/ids";
import { normaliseDigits } from "~/platform/digits";

/** 'Email me a code'. */
export const CodeRequestForm = z.object({
  email: z
    .string({ error: saidText("account.error.emailMissing") })
    .trim()
    .min(1, saidText("account.error.emailMissing"))
    .max(200, saidText("account.error.emailInvalid"))
    .pipe(z.email(saidText("account.error.emailInvalid"))),
});

/** 'Enter your code': the code sent (Arabic-Indic digits typed too) and which one it is. */
export const CodeForm = z.object({
  code: z
    .string({ error: saidText("account.error.codeMissing") })
    .transform((value) => normaliseDigits(value).replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, saidText("account.error.codeShape"))),
  codeId: z.string().regex(ID_PATTERN, saidText("account.error.wrongCode")),
});

/** What each button of the signed-in page asks for. */
export const ACCOUNT_INTENTS = [
  "sign-out",
  "sign-out-everywhere",
  "consent",
  "withdraw-consent",
  "delete-account",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

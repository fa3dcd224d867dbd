// The contact form: one schema for the browser and the /contact action.
import { z } from "zod";
import { saidText } from "~/i18n/said";
import { normalisePhone } from "~/platform/phone";

// The schema's and the action's refusals are message ids (pages.error.*): the page says them in
// its language.
export const CONTACT_FAILED = saidText("pages.error.contactFailed");

const required = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const ContactForm = z.object({
  name: required(saidText("pages.error.nameMissing"), 120, saidText("pages.error.nameTooLong")),
  email: required(
    saidText("pages.error.emailMissing"),
    200,
    saidText("pages.error.invalidEmail"),
  ).pipe(z.email(saidText("pages.error.invalidEmail"))),
  // Optional, but a number we could not call back is worth a word before the customer leaves.
  phone: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || normalisePhone(value) !== null, {
      message: saidText("pages.error.invalidPhone"),
    }),
  message: required(
    saidText("pages.error.messageMissing"),
    2000,
    saidText("pages.error.messageTooLong"),
  ),
});

export type ContactForm = z.infer<typeof ContactForm>;

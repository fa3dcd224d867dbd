// The contact form: one schema for the browser and the /contact action.
import { z } from "zod";
import { normalisePhone } from "~/platform/phone";

// The schema's and the action's refusals are written in English; the page says them in its
// language through the catalogue's refusal keys (pages.error.*).
export const CONTACT_FAILED = "There was an error sending your message. Please try again.";

const required = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const ContactForm = z.object({
  name: required("Please tell us your name.", 120, "Please keep your name under 120 characters."),
  email: required(
    "Please enter your email address.",
    200,
    "Please enter a valid email address.",
  ).pipe(z.email("Please enter a valid email address.")),
  // Optional, but a number we could not call back is worth a word before the customer leaves.
  phone: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || normalisePhone(value) !== null, {
      message: "Please enter a valid phone number, e.g. +971 50 123 4567.",
    }),
  message: required(
    "Please write your message.",
    2000,
    "Please keep your message under 2,000 characters.",
  ),
});

export type ContactForm = z.infer<typeof ContactForm>;

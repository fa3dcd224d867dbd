// The field shapes the shop's forms and JSON bodies share: a text that may not be left empty, a
// phone number as the shop stores it, a date written YYYY-MM-DD. Each form keeps its own words.
import { z } from "zod";
import { normaliseDigits } from "./digits";
import { normalisePhone } from "./phone";

/**
 * Trimmed, not empty, at most `max` characters. Every refusal says `missing` (the string's own
 * error in Zod 4) except a text too long when `tooLong` is given.
 */
export const requiredText = (missing: string, max: number, tooLong?: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * Normalised to E.164 (Arabic-Indic and Persian digits read as 0–9); anything missing, too long or
 * not a number is `message`.
 */
export const phoneNumber = (message: string) =>
  requiredText(message, 40, message).transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalised;
  });

/** A date as the shop writes it, YYYY-MM-DD (whether it is a real day is delivery's isRealDate). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Text written YYYY-MM-DD, in Western, Arabic-Indic or Persian digits (kept as 0–9); anything else
 * (or no text) is `message`.
 */
export const dateText = (message: string) =>
  z.string({ error: message }).overwrite(normaliseDigits).regex(ISO_DATE, message);

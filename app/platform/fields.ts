// The field shapes the shop's forms and JSON bodies share: a text that may not be left empty, and
// a phone number as the shop stores it. Each form keeps its own words.
import { z } from "zod";
import { normalisePhone } from "./phone";

/**
 * Trimmed, not empty, at most `max` characters. Every refusal says `missing` (the string's own
 * error in Zod 4) except a text too long when `tooLong` is given.
 */
export const requiredText = (missing: string, max: number, tooLong?: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Normalised to E.164 (CONTRACT.md §5); anything missing, too long or not a number is `message`. */
export const phoneNumber = (message: string) =>
  requiredText(message, 40, message).transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalised;
  });

import { parsePhoneNumberFromString } from "libphonenumber-js";
import { normaliseDigits } from "./digits";

/**
 * A phone number in E.164 (+971501234567); UAE numbers may be typed without the country code,
 * and in Arabic-Indic or Persian digits (an Arabic keyboard's), which are read as 0–9.
 */
export function normalisePhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(normaliseDigits(text).trim(), "AE");
  return parsed?.isValid() ? parsed.number : null;
}

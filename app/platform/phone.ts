import { parsePhoneNumberFromString } from "libphonenumber-js";

/** A phone number in E.164 (+971501234567); UAE numbers may be typed without the country code. */
export function normalisePhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), "AE");
  return parsed?.isValid() ? parsed.number : null;
}

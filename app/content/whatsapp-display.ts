// The WhatsApp number as people read it. Apart from the contact links because the phone library
// it formats with is large: only the pages that show the number load it.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { whatsAppDigits } from "./contact-links";

/** The WhatsApp number as people read it: '+971 50 000 0000'. */
export function whatsAppDisplay(number: string): string {
  const digits = whatsAppDigits(number);
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

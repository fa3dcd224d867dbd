// The customer as advertising platforms may know them: SHA-256 hex of the
// normalised email and phone, never the values themselves. Hashed on the server, so the raw
// values never reach the browser with the page that reports the purchase.
import { createHash } from "node:crypto";

/** Field names of Google's enhanced conversions `user_data` (Meta and others accept the same hashes). */
export interface HashedUserData {
  sha256_email_address: string;
  sha256_phone_number: string;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The email trimmed and lowercased; the phone in E.164 as orders store it (+971501234567). */
export function hashedUserData(customer: { email: string; phone: string }): HashedUserData {
  return {
    sha256_email_address: sha256(customer.email.trim().toLowerCase()),
    sha256_phone_number: sha256(customer.phone.replace(/\s+/g, "")),
  };
}

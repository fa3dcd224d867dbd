import { describe, expect, test } from "vitest";
import { hashedUserData } from "./user-data.server";

// Digests computed independently (`printf %s 'layla@example.com' | sha256sum`).
const LAYLA_EMAIL = "6d78faedb896ba1a1599934d01eb0278964c2a41d72529e869e75561ddc8c359";
const LAYLA_PHONE = "5cd602a57e6a0414e38023888d6275b31208be50ab5cf4c1e7f197138da7fed1";

describe("hashed user data for the purchase event", () => {
  test("is the SHA-256 hex of the email and the E.164 phone", () => {
    expect(hashedUserData({ email: "layla@example.com", phone: "+971501234567" })).toEqual({
      sha256_email_address: LAYLA_EMAIL,
      sha256_phone_number: LAYLA_PHONE,
    });
  });

  test("normalises the email first: the same customer, the same hash", () => {
    const hashed = hashedUserData({ email: "  Layla@Example.COM ", phone: "+971 50 123 4567" });
    expect(hashed.sha256_email_address).toBe(LAYLA_EMAIL);
    expect(hashed.sha256_phone_number).toBe(LAYLA_PHONE);
  });
});

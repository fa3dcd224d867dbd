// Which Stripe keys are of its test mode: a secret or a restricted key, never a live one.
import { describe, expect, test } from "vitest";
import { isStripeTestKey } from "./test-mode.server";

describe("isStripeTestKey", () => {
  test("a secret or restricted test key is; a live key, a publishable key or none is not", () => {
    expect(isStripeTestKey("sk_test_51H")).toBe(true);
    expect(isStripeTestKey("rk_test_51H")).toBe(true);
    expect(isStripeTestKey("sk_live_51H")).toBe(false);
    expect(isStripeTestKey("rk_live_51H")).toBe(false);
    expect(isStripeTestKey("pk_test_51H")).toBe(false);
    expect(isStripeTestKey(undefined)).toBe(false);
  });
});

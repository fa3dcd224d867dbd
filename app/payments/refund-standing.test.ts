// What the tracking page is told about refunds, from the order's payments.
import { describe, expect, test } from "vitest";
import { refundStanding } from "./refund-standing";

const at = "2026-03-12T08:00:00.000Z";
const payment = (state: string, refundDueAt: string | null = null) => ({
  state,
  updatedAt: at,
  refundDueAt,
});

describe("refundStanding", () => {
  test("a paid order with nothing given back", () => {
    expect(refundStanding([payment("failed"), payment("succeeded")]).refunded).toBe("none");
  });

  test("a payment refunded in part, or in full", () => {
    expect(refundStanding([payment("partially_refunded")])).toEqual({ refunded: "part", at });
    expect(refundStanding([payment("refunded")])).toEqual({ refunded: "all", at });
  });

  test("money the order could not take, given back, is no refund of the order", () => {
    expect(refundStanding([payment("succeeded"), payment("refunded", at)]).refunded).toBe("none");
  });
});

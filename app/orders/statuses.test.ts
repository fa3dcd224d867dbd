import { describe, expect, test } from "vitest";
import { isPaid, ORDER_STATUSES } from "./statuses";

describe("isPaid", () => {
  test("every status after payment counts, until the order is cancelled", () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual([
      "New paid order",
      "In preparation",
      "In delivery",
      "Delivered",
    ]);
  });
});

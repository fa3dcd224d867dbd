import { describe, expect, test } from "vitest";
import { isPaid, orderStatusField } from "./statuses";
import { ORDER_STATUSES } from "~/db/order-statuses";

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

describe("orderStatusField", () => {
  test("takes a label in any case or a short code", () => {
    expect(orderStatusField().parse("delivered")).toBe("Delivered");
    expect(orderStatusField().parse("NEW")).toBe("New paid order");
  });

  test("refuses anything else with the six labels, or in the caller's words", () => {
    expect(orderStatusField().safeParse("Lost").error?.issues[0]?.message).toBe(
      "Use one of: Awaiting payment, New paid order, In preparation, In delivery, Delivered, Cancelled.",
    );
    const unknown = orderStatusField((value) => `Unknown status "${value}".`).safeParse("Lost");
    expect(unknown.error?.issues[0]?.message).toBe('Unknown status "Lost".');
  });
});

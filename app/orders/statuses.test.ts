import { describe, expect, test } from "vitest";
import { isPaid, orderStatusField } from "./statuses";
import { ORDER_STATUSES } from "~/db/order-statuses";

describe("isPaid", () => {
  test("every status after payment counts, until the order is cancelled", () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual([
      "new_paid",
      "in_preparation",
      "in_delivery",
      "delivered",
    ]);
  });
});

describe("orderStatusField", () => {
  test("takes a code, a label in any case or a short code, and answers the code", () => {
    expect(orderStatusField().parse("new_paid")).toBe("new_paid");
    expect(orderStatusField().parse("In delivery")).toBe("in_delivery");
    expect(orderStatusField().parse("delivered")).toBe("delivered");
    expect(orderStatusField().parse("awaiting payment")).toBe("awaiting_payment");
    expect(orderStatusField().parse("NEW")).toBe("new_paid");
    expect(orderStatusField().parse("IN_PREPARATION")).toBe("in_preparation");
    expect(orderStatusField().parse("canceled")).toBe("cancelled");
  });

  test("refuses anything else with the six labels, or in the caller's words", () => {
    expect(orderStatusField().safeParse("Lost").error?.issues[0]?.message).toBe(
      "Use one of: Awaiting payment, New paid order, In preparation, In delivery, Delivered, Cancelled.",
    );
    const unknown = orderStatusField((value) => `Unknown status "${value}".`).safeParse("Lost");
    expect(unknown.error?.issues[0]?.message).toBe('Unknown status "Lost".');
  });

  test("refuses the names every object inherits, which no status or short code is", () => {
    for (const inherited of [
      "constructor",
      "__proto__",
      "CONSTRUCTOR",
      "toString",
      "hasOwnProperty",
    ]) {
      expect(orderStatusField().safeParse(inherited).success, inherited).toBe(false);
    }
  });
});

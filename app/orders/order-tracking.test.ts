// The tracking page's timeline: which steps are done, current or to come, and how an order ends.
import { describe, expect, test } from "vitest";
import { NO_REFUND, orderTimeline } from "./order-tracking";
import type { OrderStatus } from "~/db/order-statuses";

const ZONE = "Asia/Dubai";
const move = (toStatus: OrderStatus, changedAt: string) => ({ toStatus, changedAt });
const placed = move("awaiting_payment", "2026-03-10T06:00:00.000Z");
const paid = move("new_paid", "2026-03-10T06:05:00.000Z");
const preparing = move("in_preparation", "2026-03-11T05:30:00.000Z");
const outForDelivery = move("in_delivery", "2026-03-11T09:15:00.000Z");
const delivered = move("delivered", "2026-03-11T11:40:00.000Z");

const states = (timeline: ReturnType<typeof orderTimeline>) =>
  timeline.steps.map((step) => `${step.label}: ${step.state}`);

describe("orderTimeline", () => {
  test("awaiting payment: nothing is confirmed yet, every step is to come", () => {
    const timeline = orderTimeline(
      { status: "awaiting_payment", history: [placed] },
      NO_REFUND,
      ZONE,
    );
    expect(timeline.now).toBe("Awaiting payment");
    expect(timeline.steps.every((step) => step.state === "upcoming" && step.at === null)).toBe(
      true,
    );
    expect(timeline.onItsWay).toBe(false);
  });

  test("each status is its step, with the time it happened on the shop's clock", () => {
    const timeline = orderTimeline(
      { status: "in_delivery", history: [placed, paid, preparing, outForDelivery] },
      NO_REFUND,
      ZONE,
    );
    expect(timeline.now).toBe("Out for delivery");
    expect(states(timeline)).toEqual([
      "Confirmed: done",
      "Being prepared: done",
      "Out for delivery: current",
      "Delivered: upcoming",
    ]);
    expect(timeline.steps.map((step) => step.at)).toEqual([
      "10 Mar, 10:05",
      "11 Mar, 09:30",
      "11 Mar, 13:15",
      null,
    ]);
    expect(timeline.onItsWay).toBe(true);
  });

  test("New paid order is Confirmed, In preparation is Being prepared", () => {
    const confirmed = orderTimeline(
      { status: "new_paid", history: [placed, paid] },
      NO_REFUND,
      ZONE,
    );
    expect(confirmed.now).toBe("Confirmed");
    const preparingNow = orderTimeline(
      { status: "in_preparation", history: [placed, paid, preparing] },
      NO_REFUND,
      ZONE,
    );
    expect(preparingNow.now).toBe("Being prepared");
    expect(preparingNow.onItsWay).toBe(true);
  });

  test("delivered is the last step and the page stops refreshing", () => {
    const timeline = orderTimeline(
      { status: "delivered", history: [placed, paid, preparing, outForDelivery, delivered] },
      NO_REFUND,
      ZONE,
    );
    expect(timeline.now).toBe("Delivered");
    expect(timeline.steps.at(-1)).toEqual({
      name: "delivered",
      label: "Delivered",
      state: "current",
      at: "11 Mar, 15:40",
      moment: "2026-03-11T11:40:00.000Z",
    });
    expect(timeline.nowName).toBe("delivered");
    expect(timeline.onItsWay).toBe(false);
  });

  test("set back: a step left behind is to come again, and a step set twice shows its last time", () => {
    const back = move("in_preparation", "2026-03-11T10:00:00.000Z");
    const again = move("in_delivery", "2026-03-11T10:30:00.000Z");
    const movedBack = orderTimeline(
      { status: "in_preparation", history: [placed, paid, preparing, outForDelivery, back] },
      NO_REFUND,
      ZONE,
    );
    expect(states(movedBack).slice(1, 3)).toEqual([
      "Being prepared: current",
      "Out for delivery: upcoming",
    ]);
    expect(movedBack.steps[1]!.at).toBe("11 Mar, 14:00");
    const outAgain = orderTimeline(
      {
        status: "in_delivery",
        history: [placed, paid, preparing, outForDelivery, back, again],
      },
      NO_REFUND,
      ZONE,
    );
    expect(outAgain.steps[2]).toMatchObject({ state: "current", at: "11 Mar, 14:30" });
  });

  test("cancelled: the steps it went through, then Cancelled; nothing more to come", () => {
    const cancelled = move("cancelled", "2026-03-11T07:00:00.000Z");
    const timeline = orderTimeline(
      { status: "cancelled", history: [placed, paid, preparing, cancelled] },
      NO_REFUND,
      ZONE,
    );
    expect(timeline.now).toBe("Cancelled");
    expect(states(timeline)).toEqual(["Confirmed: done", "Being prepared: done"]);
    expect(timeline.ending).toEqual({
      name: "cancelled",
      label: "Cancelled",
      at: "11 Mar, 11:00",
      moment: "2026-03-11T07:00:00.000Z",
    });
    expect(timeline.onItsWay).toBe(false);
  });

  test("refunded in full ends as Refunded, even after delivery; in part, only a quiet line", () => {
    const history = [placed, paid, preparing, outForDelivery, delivered];
    const refunded = orderTimeline(
      { status: "delivered", history },
      { refunded: "all", at: "2026-03-12T08:00:00.000Z" },
      ZONE,
    );
    expect(refunded.now).toBe("Refunded");
    expect(refunded.ending).toEqual({
      name: "refunded",
      label: "Refunded",
      at: "12 Mar, 12:00",
      moment: "2026-03-12T08:00:00.000Z",
    });
    expect(refunded.steps).toHaveLength(4);
    expect(refunded.refundedInPart).toBe(false);

    const inPart = orderTimeline(
      { status: "in_preparation", history: [placed, paid, preparing] },
      { refunded: "part", at: "2026-03-11T06:00:00.000Z" },
      ZONE,
    );
    expect(inPart.ending).toBeNull();
    expect(inPart.now).toBe("Being prepared");
    expect(inPart.refundedInPart).toBe(true);
    expect(inPart.onItsWay).toBe(true);
  });
});

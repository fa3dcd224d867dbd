// What the customer's tracking page says about where their order is: the four steps of its way
// (Confirmed, Being prepared, Out for delivery, Delivered), each done, current or still to come
// with the moment it happened, or the ending it came to instead (Cancelled, Refunded).
import { DateTime } from "luxon";
import type { OrderStatus } from "~/db/order-statuses";

export const TRACKING_STEPS = [
  { name: "confirmed", label: "Confirmed", status: "new_paid" },
  { name: "preparing", label: "Being prepared", status: "in_preparation" },
  { name: "outForDelivery", label: "Out for delivery", status: "in_delivery" },
  { name: "delivered", label: "Delivered", status: "delivered" },
] as const satisfies readonly { name: string; label: string; status: OrderStatus }[];

/**
 * What a page says of a step or an ending in its own language (the label is the English): the
 * tracking catalogue has 'tracking.step.<name>' for each.
 */
export type TrackingWord =
  (typeof TRACKING_STEPS)[number]["name"] | "cancelled" | "refunded" | "awaitingPayment";

export type StepState = "done" | "current" | "upcoming";

export interface TrackingStep {
  name: TrackingWord;
  label: string;
  state: StepState;
  /** When the order reached the step, in the shop's words and time zone; null if not known. */
  at: string | null;
  /** The same moment as an ISO instant, for a page in another language to word. */
  moment: string | null;
}

/** What the order's payments say about money given back (read by payments/, handed in). */
export interface RefundStanding {
  refunded: "none" | "part" | "all";
  /** When the last refund was recorded. */
  at: string | null;
}

export const NO_REFUND: RefundStanding = { refunded: "none", at: null };

export interface OrderTimeline {
  /** Where the order is now, in one phrase: the current step, its ending or "Awaiting payment". */
  now: string;
  nowName: TrackingWord;
  steps: TrackingStep[];
  /** Cancelled or Refunded: the way ended there, and the steps not reached are left out. */
  ending: {
    name: "cancelled" | "refunded";
    label: "Cancelled" | "Refunded";
    at: string | null;
    moment: string | null;
  } | null;
  /** "Part of this order was refunded", said quietly beside the timeline. */
  refundedInPart: boolean;
  /** Still moving (paid and not yet delivered): the page keeps itself up to date. */
  onItsWay: boolean;
}

interface HistoryLine {
  toStatus: string;
  changedAt: string;
}

/** The last time the order moved into a status, as the history recorded it. */
function lastMoveTo(history: HistoryLine[], status: OrderStatus): string | null {
  const moves = history.filter((line) => line.toStatus === status).map((l) => l.changedAt);
  return moves.sort().at(-1) ?? null;
}

/** A step not yet reached has no moment. */
function upcomingOrNot(
  name: TrackingWord,
  label: string,
  state: StepState,
  at: string | null,
  moment: string | null,
): TrackingStep {
  const upcoming = state === "upcoming";
  return { name, label, state, at: upcoming ? null : at, moment: upcoming ? null : moment };
}

const STILL_MOVING: OrderStatus[] = ["new_paid", "in_preparation", "in_delivery"];

export function orderTimeline(
  order: { status: OrderStatus; history: HistoryLine[] },
  refund: RefundStanding,
  timeZone: string,
): OrderTimeline {
  const when = (iso: string | null) =>
    iso
      ? DateTime.fromISO(iso, { zone: timeZone }).setLocale("en-GB").toFormat("d LLL, HH:mm")
      : null;
  const reached = TRACKING_STEPS.findIndex((step) => step.status === order.status);
  const cancelledAt = lastMoveTo(order.history, "cancelled");
  const ending =
    refund.refunded === "all"
      ? {
          name: "refunded" as const,
          label: "Refunded" as const,
          at: when(refund.at),
          moment: refund.at,
        }
      : order.status === "cancelled"
        ? {
            name: "cancelled" as const,
            label: "Cancelled" as const,
            at: when(cancelledAt),
            moment: cancelledAt,
          }
        : null;

  const steps: TrackingStep[] = TRACKING_STEPS.map((step, index) => {
    const moment = lastMoveTo(order.history, step.status);
    const at = when(moment);
    const { name, label } = step;
    if (ending) return { name, label, state: "done" as const, at, moment };
    const state: StepState = index < reached ? "done" : index === reached ? "current" : "upcoming";
    return upcomingOrNot(name, label, state, at, moment);
  }).filter((step, index) => {
    if (!ending) return true;
    // An ended order shows only the steps it really went through before it ended.
    return index <= reached || step.at !== null;
  });

  return {
    now: ending?.label ?? TRACKING_STEPS[reached]?.label ?? "Awaiting payment",
    nowName: ending?.name ?? TRACKING_STEPS[reached]?.name ?? "awaitingPayment",
    steps,
    ending,
    refundedInPart: refund.refunded === "part",
    onItsWay: !ending && STILL_MOVING.includes(order.status),
  };
}

// The activity log as owners read it: which page of it (the API's limit and offset, the page's
// page number) and each entry's action and details in words. Browser-safe.
import { z } from "zod";
import { filsFromAed, formatAed } from "~/money/money";
import { storedStatusLabel } from "~/db/order-statuses";
import { ROLE_LABELS, roleOf } from "./roles";

export const ACTIVITY_LIMIT_MAX = 500;
export const ACTIVITY_LIMIT_DEFAULT = 100;
/** Entries on one page of /admin/activity. */
export const ACTIVITY_PAGE_SIZE = 50;

const Filter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

/** `GET /api/admin/activity`'s query: `limit` (1–500, default 100), `offset`, `actor`, `action`. */
export const ActivityApiQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_LIMIT_MAX, `limit is at most ${ACTIVITY_LIMIT_MAX}.`)
    .default(ACTIVITY_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
  actor: Filter,
  action: Filter,
});

/** The page's query: a page number (from 1) and the same filters. */
export const ActivityPageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  actor: Filter.catch(undefined),
  action: Filter.catch(undefined),
});

/** What each kind of action is called on the page. */
export const ACTION_NAMES: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-in-refused": "Sign-in refused",
  "email-sent-again": "Sent an email again",
  "colleague-added": "Added a colleague",
  "colleague-removed": "Removed a colleague",
  "role-changed": "Changed a role",
  "admin-reset": "Reset from the server",
  "email-changed": "Changed their email address",
  refund: "Refunded",
  "status-changed": "Changed an order's status",
  "marked-paid-by-hand": "Marked an order paid by hand",
  "delivery-settings-changed": "Changed the delivery settings",
  "demo-catalogue-removed": "Removed the demo catalogue",
};

const SETTING_NAMES: Record<string, string> = {
  sameDayCutoff: "same-day cut-off",
  slotCapacity: "orders per slot",
  closedDates: "closed dates",
  specialDates: "special dates",
  deliveryFee: "delivery fee",
  freeDeliveryFrom: "free delivery from",
  zones: "delivery zones",
};

type Details = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : JSON.stringify(value);

/** Anything else, as 'name: value' pairs. */
const pairs = (details: Details) =>
  Object.entries(details)
    .map(([name, value]) => `${name}: ${text(value)}`)
    .join("; ");

const role = (value: unknown) => ROLE_LABELS[roleOf(String(value))];

/** An order status in a status change's details: its label (entries logged before statuses were
 * codes hold the label itself, kept as written). */
const status = (value: unknown) => storedStatusLabel(text(value));

function aed(value: unknown): string {
  const fils = typeof value === "number" ? filsFromAed(value) : null;
  return fils === null ? text(value) : formatAed(fils);
}

/** Where a sign-in came through, and from which address (a keyed hash: the same address, the same
 * letters, without keeping the address). */
function signInPlace(d: Details): string {
  const door =
    d.door === "api" ? "Through the API" : d.door === "portal" ? "Through the admin portal" : "";
  const from = d.client ? `from address #${text(d.client).slice(0, 8)}` : "";
  return [door, from].filter(Boolean).join(", ");
}

const withReason = (d: Details) =>
  [d.reason ? text(d.reason).charAt(0).toUpperCase() + text(d.reason).slice(1) : "", signInPlace(d)]
    .filter(Boolean)
    .join("; ");

const DETAILS: Record<string, (details: Details) => string> = {
  "sign-in": signInPlace,
  "sign-in-failed": withReason,
  "sign-in-refused": withReason,
  "colleague-added": (d) => `As ${role(d.role)}`,
  "colleague-removed": (d) => `Was ${role(d.role)}; signed out everywhere`,
  "role-changed": (d) => `${role(d.from)} → ${role(d.to)}`,
  "admin-reset": (d) =>
    d.created
      ? "Created as owner on a one-time password"
      : "One-time password, to be changed at the next sign-in; sessions and tokens ended",
  refund: (d) =>
    [
      aed(d.amount),
      d.creditNote ? `credit note ${text(d.creditNote)}` : "",
      d.reason ? `reason: ${text(d.reason)}` : "",
    ]
      .filter(Boolean)
      .join(", "),
  "status-changed": (d) => `${status(d.from)} → ${status(d.to)}`,
  "marked-paid-by-hand": (d) => `${status(d.from)} → ${status(d.to)}, without a completed payment`,
  "delivery-settings-changed": (d) =>
    Array.isArray(d.changed) && d.changed.length > 0
      ? `Changed: ${d.changed.map((key) => SETTING_NAMES[String(key)] ?? String(key)).join(", ")}`
      : "Saved without changes",
};

/** An entry's action and details as the page says them. */
export function activityInWords(entry: { action: string; details: Details }): {
  what: string;
  details: string;
} {
  const what =
    ACTION_NAMES[entry.action] ??
    entry.action.charAt(0).toUpperCase() + entry.action.slice(1).replace(/-/g, " ");
  const words = DETAILS[entry.action];
  return { what, details: words ? words(entry.details) : pairs(entry.details) };
}

/** The actions whose details name an order's statuses (`from`, `to`). */
const STATUS_MOVES = new Set(["status-changed", "marked-paid-by-hand"]);

/**
 * An entry's details as the JSON API gives them: the statuses of a status change by their labels,
 * as the API names statuses everywhere (the log stores their codes).
 */
export function activityDetailsJson(entry: { action: string; details: Details }): Details {
  if (!STATUS_MOVES.has(entry.action)) return entry.details;
  const { from, to } = entry.details;
  return { ...entry.details, from: status(from), to: status(to) };
}

// Who may do what in the admin: owners run the team, the delivery settings and read the activity
// log; staff do the day's work (orders, the collection, messages). The one rule the JSON API and the admin pages both ask.
import { z } from "zod";
import { ShopError } from "~/platform/errors";

export const ROLES = ["owner", "staff"] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** A signed-in admin as every request knows them. */
export interface Admin {
  id: string;
  username: string;
  /** Read with the session or token on every request, so a change of role counts at once. */
  role: Role;
}

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff" };

export const OWNERS_ONLY = {
  team: "Only an owner can add, remove or change the role of colleagues.",
  delivery: "Only an owner can change the delivery settings.",
  activity: "Only an owner can read the activity log.",
  content: "Only an owner can change the legal details and the policy pages.",
  setup: "Only an owner can read the server's settings.",
  demoCatalogue: "Only an owner can remove the demo catalogue.",
  paidByHand: "Only an owner can mark an order paid without a completed payment.",
} as const;

export const isOwner = (admin: { role: Role }) => admin.role === "owner";

/** Refuses (403) anyone but an owner, with the words of what they tried. */
export function requireOwner(admin: { role: Role }, refusal: string = OWNERS_ONLY.team): void {
  if (!isOwner(admin)) throw new ShopError("forbidden", refusal);
}

/** The delivery settings: every admin reads them, only an owner changes them. */
export const mayChangeDeliverySettings = (admin: { role: Role }) => isOwner(admin);

/** Refuses (403) a change of the delivery settings to anyone but an owner. */
export const requireDeliverySettingsChanger = (admin: { role: Role }): void =>
  requireOwner(admin, OWNERS_ONLY.delivery);

/** Refuses (403) the activity log to anyone but an owner. */
export const requireActivityReader = (admin: { role: Role }): void =>
  requireOwner(admin, OWNERS_ONLY.activity);

/** A stored role as the shop knows it: anything unexpected counts as the lesser one. */
export const roleOf = (stored: string | null | undefined): Role =>
  stored === "owner" ? "owner" : "staff";

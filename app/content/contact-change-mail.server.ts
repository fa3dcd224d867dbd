// Owners hear when a colleague who is not an owner changes the shop's contact details (where
// customers call, write and come, and the address the shop's mail comes from): one email to each
// owner, written to the outbox by the save's transaction, saying who changed what from what to
// what, so a changed number or address is never news to the owners after the customers.
import { brandName } from "./brand.server";
import { DateTime } from "luxon";
import { ownerAddresses } from "~/admin-auth/team-mail.server";
import { ROLE_LABELS, type Admin } from "~/admin-auth/roles";
import type { Db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { framedMail } from "~/mail/frame.server";
import { currentTime, shopClock } from "~/platform/clock.server";
import { queueMail } from "~/platform/outbox.server";
import type { ShopContent } from "./shop-content";

type Contact = ShopContent["contact"];

/** The contact details, as the Shop content page names them, in its order. */
const FIELDS: Record<keyof Contact, string> = {
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "Email",
  address: "Address",
  hours: "Opening hours",
  instagram: "Instagram",
  facebook: "Facebook",
};

export interface ContactChange {
  field: keyof Contact;
  from: string;
  to: string;
}

/** A detail in words: a text in both its languages, an empty one said so. */
function inWords(value: Contact[keyof Contact]): string {
  if (value === null || value === "") return "(empty)";
  if (typeof value === "string") return value;
  const en = value.en.replace(/\s*\n\s*/g, ", ");
  const ar = value.ar?.replace(/\s*\n\s*/g, "، ");
  return ar ? `${en} / ${ar}` : en || "(empty)";
}

/** Each contact detail that differs, from what to what. */
export function contactChanges(before: Contact, after: Contact): ContactChange[] {
  return (Object.keys(FIELDS) as (keyof Contact)[])
    .map((field) => ({ field, from: inWords(before[field]), to: inWords(after[field]) }))
    .filter((change) => change.from !== change.to);
}

/** Writes the news to every owner, in the save's transaction; nothing when nothing changed. */
export function tellOwnersOfContactChange(
  writer: Pick<Db, "select" | "insert">,
  admin: Admin,
  before: Contact,
  after: Contact,
): void {
  const changes = contactChanges(before, after);
  if (changes.length === 0) return;
  const shopName = brandName();
  const event = newId();
  const when = DateTime.fromJSDate(currentTime(), { zone: shopClock().timeZone }).toFormat(
    "d LLL yyyy, HH:mm",
  );
  queueMail(
    ownerAddresses(writer).map((to) => ({
      key: `contact:${event}:${to}`,
      ...framedMail(to, {
        subject: `${shopName} — contact details changed by ${admin.username}`,
        lines: [
          `${admin.username} (${ROLE_LABELS[admin.role]}) changed the shop's contact details in Shop content:`,
          "",
          ...changes.map((change) => `${FIELDS[change.field]}: "${change.from}" → "${change.to}"`),
          "",
          `When: ${when} (Dubai time).`,
          "",
          "You receive this because you are an owner of the shop's admin. If you did not expect this change, sign in and check Shop content and the activity log.",
        ],
        links: [
          { text: "Shop content", href: "/admin/content#content-contact" },
          { text: "Activity log", href: "/admin/activity" },
        ],
      }),
    })),
    writer,
  );
}

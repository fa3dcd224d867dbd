// The customer's address book and each recipient's occasions. Every read and change is of the
// signed-in customer's own rows: an id of someone else's changes nothing. Rows go with the account
// (they cascade from `customers`).
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import {
  customerRecipients,
  recipientOccasions,
  type CustomerRecipientRow,
  type RecipientOccasionRow,
} from "~/db/schema";
import type { StoredAddress } from "~/db/stored-address";
import { currentTime } from "~/platform/clock.server";
import { hasOwnDate } from "./occasion-dates";
import type { OccasionForm, RecipientForm } from "./recipient-forms";

export interface SavedRecipient extends CustomerRecipientRow {
  occasions: RecipientOccasionRow[];
}

/** The customer's recipients, by name, each with their occasions (oldest first). */
export function customerRecipientsOf(customerId: string): SavedRecipient[] {
  const recipients = db()
    .select()
    .from(customerRecipients)
    .where(eq(customerRecipients.customerId, customerId))
    .orderBy(asc(customerRecipients.name), asc(customerRecipients.createdAt))
    .all();
  if (recipients.length === 0) return [];
  const occasions = db()
    .select()
    .from(recipientOccasions)
    .where(
      inArray(
        recipientOccasions.recipientId,
        recipients.map((recipient) => recipient.id),
      ),
    )
    .orderBy(asc(recipientOccasions.createdAt))
    .all();
  return recipients.map((recipient) => ({
    ...recipient,
    occasions: occasions.filter((occasion) => occasion.recipientId === recipient.id),
  }));
}

const addressOf = (form: RecipientForm): StoredAddress => ({
  emirate: form.emirate,
  area: form.area,
  building: form.building,
  flat: form.flat,
  street: form.street,
  landmark: form.landmark,
  makani: form.makani,
  mapUrl: form.mapUrl,
});

/** Adds a recipient, or changes one of the customer's own; false when that one is not theirs. */
export function saveRecipient(customerId: string, form: RecipientForm): boolean {
  const values = { name: form.name, phone: form.phone, address: addressOf(form) };
  if (form.recipientId) {
    return (
      db()
        .update(customerRecipients)
        .set(values)
        .where(
          and(
            eq(customerRecipients.id, form.recipientId),
            eq(customerRecipients.customerId, customerId),
          ),
        )
        .run().changes > 0
    );
  }
  db()
    .insert(customerRecipients)
    .values({ id: newId(), customerId, ...values, createdAt: currentTime().toISOString() })
    .run();
  return true;
}

/** An address as one comparable value: the same fields, in the same order, absent ones empty. */
const sameAddressKey = (address: StoredAddress) =>
  JSON.stringify(
    (
      ["emirate", "area", "building", "flat", "street", "landmark", "makani", "mapUrl"] as const
    ).map((field) => address[field] ?? ""),
  );

/**
 * 'Save this recipient' at checkout: added to the customer's address book unless an identical one
 * (name, mobile and address) is there already, so a gift sent twice is saved once.
 */
export function saveRecipientOnce(
  customerId: string,
  recipient: { name: string; phone: string; address: StoredAddress },
): void {
  const key = sameAddressKey(recipient.address);
  const twins = db()
    .select({ address: customerRecipients.address })
    .from(customerRecipients)
    .where(
      and(
        eq(customerRecipients.customerId, customerId),
        eq(customerRecipients.name, recipient.name),
        eq(customerRecipients.phone, recipient.phone),
      ),
    )
    .all();
  if (twins.some((twin) => sameAddressKey(twin.address) === key)) return;
  db()
    .insert(customerRecipients)
    .values({ id: newId(), customerId, ...recipient, createdAt: currentTime().toISOString() })
    .run();
}

/** Deletes one of the customer's recipients, with their occasions. */
export function deleteRecipient(customerId: string, recipientId: string): void {
  db()
    .delete(customerRecipients)
    .where(
      and(eq(customerRecipients.id, recipientId), eq(customerRecipients.customerId, customerId)),
    )
    .run();
}

const ownsRecipient = (customerId: string, recipientId: string) =>
  db()
    .select({ id: customerRecipients.id })
    .from(customerRecipients)
    .where(
      and(eq(customerRecipients.id, recipientId), eq(customerRecipients.customerId, customerId)),
    )
    .get() !== undefined;

/** Adds an occasion to one of the customer's recipients; false when the recipient is not theirs. */
export function addOccasion(customerId: string, form: OccasionForm): boolean {
  if (!ownsRecipient(customerId, form.recipientId)) return false;
  const own = hasOwnDate(form.kind);
  db()
    .insert(recipientOccasions)
    .values({
      id: newId(),
      recipientId: form.recipientId,
      kind: form.kind,
      monthDay: own && form.date ? form.date.slice(5) : null,
      label: form.kind === "own-date" ? form.label || null : null,
      createdAt: currentTime().toISOString(),
    })
    .run();
  return true;
}

/** The customer's own occasion with this id, if it is theirs. */
function ownOccasion(customerId: string, occasionId: string) {
  return db()
    .select({ id: recipientOccasions.id })
    .from(recipientOccasions)
    .innerJoin(customerRecipients, eq(customerRecipients.id, recipientOccasions.recipientId))
    .where(
      and(eq(recipientOccasions.id, occasionId), eq(customerRecipients.customerId, customerId)),
    )
    .get();
}

/**
 * 'Don't remind me about this any more' (or reminded again): from the account, or from the
 * reminder's link, which names the customer it was sent to.
 */
export function muteOccasion(customerId: string, occasionId: string, muted = true): boolean {
  if (!ownOccasion(customerId, occasionId)) return false;
  db()
    .update(recipientOccasions)
    .set({ mutedAt: muted ? currentTime().toISOString() : null })
    .where(eq(recipientOccasions.id, occasionId))
    .run();
  return true;
}

/** Deletes one of the customer's occasions. */
export function deleteOccasion(customerId: string, occasionId: string): void {
  if (!ownOccasion(customerId, occasionId)) return;
  db().delete(recipientOccasions).where(eq(recipientOccasions.id, occasionId)).run();
}

/** An occasion as a reminder's link names it: whose, for whom, and what (null if gone). */
export function occasionOfLink(occasionId: string) {
  return (
    db()
      .select({
        customerId: customerRecipients.customerId,
        recipientName: customerRecipients.name,
        kind: recipientOccasions.kind,
        label: recipientOccasions.label,
        mutedAt: recipientOccasions.mutedAt,
      })
      .from(recipientOccasions)
      .innerJoin(customerRecipients, eq(customerRecipients.id, recipientOccasions.recipientId))
      .where(eq(recipientOccasions.id, occasionId))
      .get() ?? null
  );
}

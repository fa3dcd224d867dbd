// The contact form's messages: stored as they arrive, read and answered by the florists
// in the admin's inbox (new → done, and back), and listed to the admin API.
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId, nowIso } from "~/db/ids.server";
import { contactMessages, type ContactMessageRow } from "~/db/schema";
import type { ContactForm } from "./contact-form";
import type { MessageFilter, MessageStatus } from "./messages";

export function storeContactMessage(message: ContactForm): ContactMessageRow {
  const [row] = db()
    .insert(contactMessages)
    .values({
      id: newId(),
      name: message.name,
      email: message.email,
      phone: message.phone ?? "",
      message: message.message,
    })
    .returning()
    .all();
  return row!;
}

/** The inbox, newest first: every message, or only the new or the done ones. */
export function listMessages(filter: MessageFilter = "all"): ContactMessageRow[] {
  const query = db().select().from(contactMessages);
  const filtered = filter === "all" ? query : query.where(eq(contactMessages.status, filter));
  return filtered.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).all();
}

/** New messages no one has opened yet: the sidebar's badge. */
export function unreadMessageCount(): number {
  const [row] = db()
    .select({ n: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), eq(contactMessages.status, "new")))
    .all();
  return row?.n ?? 0;
}

/** One message, marked read the first time an admin opens it; null when there is none. */
export function openMessage(id: string): ContactMessageRow | null {
  const [opened] = db()
    .update(contactMessages)
    .set({ readAt: nowIso() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
    .returning()
    .all();
  return opened ?? findMessage(id);
}

function findMessage(id: string): ContactMessageRow | null {
  return db().select().from(contactMessages).where(eq(contactMessages.id, id)).get() ?? null;
}

/** Done records who answered it and when; back to new forgets both. */
export function setMessageStatus(
  id: string,
  status: MessageStatus,
  by: string,
): ContactMessageRow | null {
  const done = status === "done";
  const [row] = db()
    .update(contactMessages)
    .set({ status, doneAt: done ? nowIso() : null, doneBy: done ? by : null })
    .where(eq(contactMessages.id, id))
    .returning()
    .all();
  return row ?? null;
}

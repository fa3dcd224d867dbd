// The inbox's words and choices, safe for the browser: a message is new until a florist marks it
// done; the list shows the new ones, the done ones or all.
import { z } from "zod";

export const MESSAGE_STATUSES = ["new", "done"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_FILTERS = ["new", "done", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** The list's filter from its query (`?show=`): the new messages unless another is asked for. */
export const messageFilter = (asked: string | null): MessageFilter =>
  MESSAGE_FILTERS.find((filter) => filter === asked) ?? "new";

export const MessageStatusChange = z.object({ status: z.enum(MESSAGE_STATUSES) });

/** The opening words of a message for the list, cut at a word. */
export function firstWords(message: string, length = 90): string {
  const flat = message.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : length)}…`;
}

/** The "Reply by email" link: the customer's address, the subject filled, her words quoted. */
export function replyLink(
  message: { email: string; name: string; message: string },
  shopName: string,
): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const subject = encodeURIComponent(`Re: Your message to ${shopName}`);
  const body = encodeURIComponent(`Dear ${message.name},\n\n\n\n${message.name} wrote:\n${quoted}`);
  return `mailto:${encodeURIComponent(message.email).replace("%40", "@")}?subject=${subject}&body=${body}`;
}

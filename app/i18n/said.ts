// A refusal said by its message id and values, so each page words it in its own language with
// every value: a date is formatted there, a slot named there, a nested message said there. The
// JSON API keeps the English sentence the domain writes beside it.
import type { MessageId } from "./messages/index.server";

export type SaidValue =
  | string
  | number
  /** An ISO date, said as 'day month' in the page's language. */
  | { date: string }
  /** Another message, said in the page's language. */
  | { said: Said }
  /** A reason in English (the shop's own, or an owner's as written): the page's words when known. */
  | { words: string };

export interface Said {
  id: MessageId;
  values?: Record<string, SaidValue>;
}

export const said = (id: MessageId, values?: Record<string, SaidValue>): Said =>
  values ? { id, values } : { id };

// A refusal said by its message id and values, so each page words it in its own language with
// every value: a date is formatted there, a slot named there, a nested message said there. Schemas
// and the domain refuse with `saidText(id, values)`, the same facts as a string (a Zod message, a
// ShopError's message and issues are strings): the JSON API and the pages each say it, a page in its language through
// `Translator.say`, the JSON API in English (api/respond.server.ts), so no English sentence is
// ever matched back to a key.
import type { MessageId } from "./messages/index.server";

export type SaidValue =
  | string
  | number
  /** An ISO date, said as 'day month' in the page's language. */
  | { date: string }
  /** An amount in fils, said as the page's language writes money ('AED 1,250' / '1,250 د.إ'). */
  | { fils: number }
  /** Another message, said in the page's language. */
  | { said: Said }
  /** Words as written (an owner's reason): the same in every language. */
  | { words: string };

export interface Said {
  id: MessageId;
  values?: Record<string, SaidValue>;
}

export const said = (id: MessageId, values?: Record<string, SaidValue>): Said =>
  values ? { id, values } : { id };

// The marks around a said message inside a string: characters no message or value uses.
const OPEN = "\u27E6";
const CLOSE = "\u27E7";
const SAID_IN_TEXT = /\u27E6(\{.*?\})\u27E7/g;

/** A message by id and values as a string, for a schema's or a ShopError's message. */
export const saidText = (id: MessageId, values?: Record<string, SaidValue>): string =>
  `${OPEN}${JSON.stringify(said(id, values))}${CLOSE}`;

/** The text with every message said by id in it replaced by its words, by `say`. */
export const sayingEach = (text: string, say: (said: Said) => string): string =>
  text.replace(SAID_IN_TEXT, (_, json: string) => say(JSON.parse(json) as Said));

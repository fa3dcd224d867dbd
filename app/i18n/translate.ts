// Words in the reader's language, from the compiled catalogue the root loader hands every page:
// one Translator per language and page, the same on the server and in the browser. Lingui
// formats each message (ICU: values, Arabic's six plural forms).
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Fils } from "~/money/money";
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  setApartIn,
  type DateStyle,
} from "./format";
import { localisedPath, type Language } from "./languages";
import type { MessageId } from "./messages/index.server";
import { sayingEach, type Said, type SaidValue } from "./said";

export type { MessageId };
export type MessageValues = Record<string, string | number>;

/** What the root loader hands every page: its language and that language's compiled messages. */
export interface PageLanguage {
  language: Language;
  /** Lingui's compiled messages, kept loosely typed so they travel as the loader's JSON. */
  messages: Record<string, unknown>;
}

export interface Translator {
  language: Language;
  /** A message of the catalogue, with its values. */
  t(id: MessageId, values?: MessageValues): string;
  /** A message said by id and values (a refusal carrying its facts), every value in the page's
   * language; or a refusal's text (`saidText`), each message in it said so. */
  say(said: Said | string): string;
  /** Lingui's instance for this page, for `<Sentence>`'s rich messages. */
  i18n: I18n;
  money(fils: Fils): string;
  number(value: number): string;
  date(date: string, style?: DateStyle): string;
  dateTime(iso: string): string;
  /** A site path in the page's language: '/collection' → '/ar/collection' on Arabic pages. */
  path(path: string): string;
}

const translators = new WeakMap<object, Translator>();

/** Where a missing message stops the page: in development and under test (the production build
 * too, when the tests drive it), so a test fails rather than a customer reading an id. Scripts
 * run by tsx (admin:reset, seed) have no `import.meta.env`: they count as development. */
const strict =
  import.meta.env?.MODE !== "production" ||
  (typeof process !== "undefined" && process.env.NODE_ENV === "test");
const reported = new Set<string>();

/** A message the page's catalogue lacks: an error where it can fail a test, else logged once. */
function missingMessage(language: Language, id: string): string {
  const problem = `No message '${id}' in the ${language} catalogue this page has.`;
  if (strict) throw new Error(problem);
  if (!reported.has(`${language}:${id}`)) {
    reported.add(`${language}:${id}`);
    console.error(problem);
  }
  return id;
}

/** In Arabic, each value that reads left to right is set apart (U+2068 … U+2069), or the
 * bidirectional algorithm reorders it with the words around it: 'MF-10001' after an Arabic word
 * can print '10001-MF', '+971 50 123 4567' prints '4567 123 50 971+'. */
function isolatedValues(values: MessageValues, language: Language): MessageValues {
  if (language !== "ar") return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? setApartIn(language, value) : value,
    ]),
  );
}

export function translatorFor(page: PageLanguage): Translator {
  const known = translators.get(page.messages);
  if (known) return known;
  const { language } = page;
  const i18n: I18n = setupI18n({
    locale: language,
    messages: { [language]: page.messages as Messages },
  });
  const translator: Translator = {
    language,
    t: (id, values) =>
      Object.hasOwn(page.messages, id)
        ? i18n._(id, values && isolatedValues(values, language))
        : missingMessage(language, id),
    say(said) {
      // In a text, each message said by id is said; words as written (an admin's refusal) stay.
      if (typeof said === "string") return sayingEach(said, translator.say);
      const value = (given: SaidValue): string | number => {
        if (typeof given !== "object") return given;
        if ("date" in given) return formatDate(given.date, language, "day-month");
        if ("fils" in given) return formatMoney(given.fils, language);
        if ("words" in given) return given.words;
        return translator.say(given.said);
      };
      const values = Object.fromEntries(
        Object.entries(said.values ?? {}).map(([name, given]) => [name, value(given)]),
      );
      return translator.t(said.id, values);
    },
    i18n,
    money: (fils) => formatMoney(fils, language),
    number: (value) => formatNumber(value, language),
    date: (date, style) => formatDate(date, language, style),
    dateTime: (iso) => formatDateTime(iso, language),
    path: (path) => localisedPath(path, language),
  };
  translators.set(page.messages, translator);
  return translator;
}

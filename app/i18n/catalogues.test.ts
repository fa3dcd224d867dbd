// The message catalogues hold the two languages together: every area's file exists in each
// language with the same keys, no empty words, ICU messages that compile, no {values} the English
// message lacks, plural forms the language has, and every file registered where pages read it.
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, test } from "vitest";
import { languages, type Language } from "./languages";
import { arabic, english } from "./messages/index.server";

type Words = Record<string, string>;

/** Every catalogue file, by language and area: './messages/ar/common.ts' → catalogues.ar.common. */
const files = import.meta.glob<Words>(["./messages/*/*.ts", "!./messages/*/*.test.ts"], {
  eager: true,
  import: "default",
});
const catalogues: Partial<Record<Language, Record<string, Words>>> = {};
for (const [file, words] of Object.entries(files)) {
  const [, language, area] = /^\.\/messages\/([^/]+)\/([^/]+)\.ts$/.exec(file)!;
  expect(languages, `${file}: a folder of an unknown language`).toContain(language);
  (catalogues[language as Language] ??= {})[area!] = words;
}
const areas = Object.keys(catalogues.en ?? {}).sort();
const registered: Record<Language, Words> = { en: english, ar: arabic };

/** The names of a compiled message's values, plural and select arguments included. */
function valueNames(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === "object" && !Array.isArray(format)) {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== "offset" && Array.isArray(choice)) valueNames(choice as CompiledMessage, names);
      }
    }
  }
  return names;
}

const pluralForms = (language: Language, type: Intl.PluralRuleType) =>
  new Set<string>(new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories);

/** Plural forms a message uses that its language does not have (exact '=N' forms are always fine). */
function foreignPluralForms(message: CompiledMessage, language: Language): string[] {
  const foreign: string[] = [];
  for (const token of message) {
    if (typeof token === "string") continue;
    const [, type, format] = token;
    if (!format || typeof format !== "object" || Array.isArray(format)) continue;
    for (const [key, choice] of Object.entries(format)) {
      if (key === "offset") continue;
      const forms =
        type === "plural" || type === "selectordinal"
          ? pluralForms(language, type === "plural" ? "cardinal" : "ordinal")
          : undefined;
      if (forms && !/^\d+$/.test(key) && !forms.has(key)) foreign.push(key);
      if (Array.isArray(choice))
        foreign.push(...foreignPluralForms(choice as CompiledMessage, language));
    }
    if ((type === "plural" || type === "select") && !("other" in format))
      foreign.push("(no 'other')");
  }
  return foreign;
}

const sorted = (set: Set<string>) => [...set].sort();

/** The numbered parts a message wraps (`<0>Terms</0>`), in order; an unclosed one is named so. */
function partsOf(text: string): string[] {
  return [...text.matchAll(/<(\d+)>/g)].map(([, n]) =>
    text.includes(`</${n}>`) ? n! : `${n} (not closed)`,
  );
}

describe("the message catalogues", () => {
  test("there are catalogues, and every language has a file for every English area and no other", () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const language of languages) {
      expect(Object.keys(catalogues[language] ?? {}).sort(), language).toEqual(areas);
    }
  });

  describe.each(areas)("area '%s'", (area) => {
    const en = catalogues.en![area]!;

    test("every key is named after its area", () => {
      for (const language of languages) {
        for (const key of Object.keys(catalogues[language]?.[area] ?? {})) {
          expect(key, `${language}/${area}.ts`).toMatch(new RegExp(`^${area}\\.[A-Za-z0-9_.-]+$`));
        }
      }
    });

    test.each(languages.filter((language) => language !== "en"))(
      "'%s' has exactly the English keys",
      (language) => {
        const words = catalogues[language]![area]!;
        expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
      },
    );

    test("no message is empty", () => {
      for (const language of languages) {
        for (const [key, text] of Object.entries(catalogues[language]![area]!)) {
          expect(text.trim(), `${language}: ${key}`).not.toBe("");
        }
      }
    });

    test("every message compiles as ICU MessageFormat, with the plural forms its language has", () => {
      for (const language of languages) {
        for (const [key, text] of Object.entries(catalogues[language]![area]!)) {
          let compiled: CompiledMessage = [];
          expect(
            () => (compiled = compileMessageOrThrow(text)),
            `${language}: ${key}`,
          ).not.toThrow();
          expect(foreignPluralForms(compiled, language), `${language}: ${key}`).toEqual([]);
        }
      }
    });

    // A translation may leave out a value that would be English on its page (a status name, an
    // HTTP status text), never use one the English message doesn't hand it.
    test("each message uses only the {values} its English one has", () => {
      for (const [key, text] of Object.entries(en)) {
        const names = sorted(valueNames(compileMessageOrThrow(text)));
        for (const language of languages) {
          const other = catalogues[language]![area]![key];
          if (other === undefined) continue; // reported by the keys test
          for (const name of valueNames(compileMessageOrThrow(other))) {
            expect(names, `${language}: ${key} uses {${name}}`).toContain(name);
          }
        }
      }
    });

    // A sentence with a link inside is one message (<Sentence>): each language places the link
    // where its grammar wants it, but wraps the same parts, each opened and closed.
    test("each message wraps the same numbered parts (<0>…</0>) as its English one", () => {
      for (const [key, text] of Object.entries(en)) {
        for (const language of languages) {
          const other = catalogues[language]![area]![key];
          if (other === undefined) continue;
          expect(partsOf(other), `${language}: ${key}`).toEqual(partsOf(text));
        }
      }
    });

    test("is registered: pages receive its words", () => {
      for (const language of languages) {
        for (const [key, text] of Object.entries(catalogues[language]![area]!)) {
          expect(registered[language][key], `${language}: ${key} (messages/index.server.ts)`).toBe(
            text,
          );
        }
      }
    });
  });

  test("pages receive no message that has no area file", () => {
    for (const language of languages) {
      const fromFiles = new Set(
        Object.values(catalogues[language] ?? {}).flatMap((words) => Object.keys(words)),
      );
      expect(Object.keys(registered[language]).filter((key) => !fromFiles.has(key))).toEqual([]);
    }
  });

  test("the detector catches what it should: a broken message, a lost value, a foreign form", () => {
    expect(() => compileMessageOrThrow("{count, plural, one {# stem}")).toThrow();
    expect(
      sorted(valueNames(compileMessageOrThrow("{count, plural, one {# for {name}} other {#}}"))),
    ).toEqual(["count", "name"]);
    expect(
      foreignPluralForms(compileMessageOrThrow("{n, plural, few {a} other {b}}"), "en"),
    ).toEqual(["few"]);
    expect(
      foreignPluralForms(
        compileMessageOrThrow("{n, plural, zero {} one {} two {} few {} many {} other {}}"),
        "ar",
      ),
    ).toEqual([]);
    expect(foreignPluralForms(compileMessageOrThrow("{n, plural, one {a}}"), "en")).toEqual([
      "(no 'other')",
    ]);
  });
});

test("the parts detector reads the tags of a sentence, and an unclosed one", () => {
  expect(partsOf("Accept our <0>Terms</0> or <1>ask</1>.")).toEqual(["0", "1"]);
  expect(partsOf("Accept our <0>Terms.")).toEqual(["0 (not closed)"]);
});

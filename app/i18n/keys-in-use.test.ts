// Every message id the code names exists in both catalogues, and the browser's code names none
// that only the server has (emails, tax documents): a page can never be drawn with an id for
// words. `tsc` checks ids written as MessageId; this also catches ids built from parts
// (`tracking.step.${name}`) and ids cast past the type.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { CONTENT_PARTS } from "~/content/shop-content";
import { languages } from "./languages";
import { arabic, english } from "./messages/index.server";
import { serverOnlyAreas } from "./page-language.server";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const catalogueDir = fileURLToPath(new URL("./messages/en", import.meta.url));
const areas = readdirSync(catalogueDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""));
const catalogues = { en: english, ar: arabic } as Record<string, Record<string, string>>;

/** The app's code: every module but the tests and the catalogues themselves. */
const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !file.replaceAll("\\", "/").startsWith("i18n/messages/"))
  .map((file) => ({ file, text: readFileSync(`${appDir}/${file}`, "utf8") }));

interface Use {
  file: string;
  /** The whole id ('tracking.thankYou.title'), or the fixed start of one built from parts. */
  id: string;
  built: boolean;
}

/** A string that is a message id of a known area, whole or as the start of a template. */
function usesIn(file: string, text: string): Use[] {
  const pattern = new RegExp(`(["'\`])((?:${areas.join("|")})\\.[A-Za-z0-9_.-]*)(\\1|\\$\\{)`, "g");
  return [...text.matchAll(pattern)].map((match) => ({
    file,
    id: match[2]!,
    built: match[3] === "${",
  }));
}

/**
 * Names written like ids that are not messages: the parts of the shop's content ('pages.terms')
 * and Stripe's event types ('checkout.session.completed').
 */
const notMessages = (id: string) =>
  (CONTENT_PARTS as readonly string[]).includes(id) || id.startsWith("checkout.session.");

const uses = sources
  .flatMap(({ file, text }) => usesIn(file, text))
  .filter((use) => !notMessages(use.id))
  // 'pages.' on its own is the start of ids too ('id.startsWith("pages.")').
  .map((use) => (use.id.endsWith(".") ? { ...use, built: true } : use));

describe("the message ids the code names", () => {
  test("the scan finds them (whole ids and ids built from parts)", () => {
    expect(uses.filter((use) => !use.built).length).toBeGreaterThan(200);
    expect(uses.some((use) => use.built && use.id === "tracking.step.")).toBe(true);
    expect(usesIn("x.ts", 'a("pages.intro"); `checkout.slot.${s}`; "./home.css"')).toEqual([
      { file: "x.ts", id: "pages.intro", built: false },
      { file: "x.ts", id: "checkout.slot.", built: true },
    ]);
  });

  test.each(languages)("every id named whole is in the '%s' catalogue", (language) => {
    const missing = uses
      .filter((use) => !use.built && !(use.id in catalogues[language]!))
      .map((use) => `${use.file}: ${use.id}`);
    expect(missing).toEqual([]);
  });

  test.each(languages)(
    "every id built from parts has messages in the '%s' catalogue",
    (language) => {
      const keys = Object.keys(catalogues[language]!);
      const missing = uses
        .filter((use) => use.built && !keys.some((key) => key.startsWith(use.id)))
        .map((use) => `${use.file}: ${use.id}…`);
      expect(missing).toEqual([]);
    },
  );

  test("the browser's code names no id the browser never receives (emails, tax documents)", () => {
    const serverOnly = new RegExp(`^(${serverOnlyAreas.join("|")})\\.`);
    const inBrowser = uses
      .filter((use) => !/\.server\.tsx?$/.test(use.file) && serverOnly.test(use.id))
      .map((use) => `${use.file}: ${use.id}`);
    expect(inBrowser).toEqual([]);
  });
});

/** A refusal said by id in the code: `said("id", { a, b: … })` or `saidText(…)`, with the names
 * of the values it passes (the object's own keys, not those of values nested in it). */
interface SaidCall {
  file: string;
  id: string;
  built: boolean;
  values: string[];
}

function saidCallsIn(file: string, text: string): SaidCall[] {
  const calls: SaidCall[] = [];
  for (const match of text.matchAll(/\bsaid(?:Text)?\(\s*(["'`])([^"'`$]+)(\$\{)?[^"'`]*\1/g)) {
    let at = match.index + match[0].length;
    while (/\s/.test(text[at]!)) at += 1;
    const values: string[] = [];
    if (text[at] === ",") {
      at += 1;
      while (/\s/.test(text[at]!)) at += 1;
      if (text[at] === "{") {
        // The object's entries, split at its own commas: 'name: …' or a shorthand 'name'.
        let depth = 0;
        let entry = "";
        const entries: string[] = [];
        for (; at < text.length; at += 1) {
          const char = text[at]!;
          if ("{[(".includes(char)) depth += 1;
          if ("}])".includes(char)) depth -= 1;
          if (depth === 0) break;
          if (depth === 1 && (char === "," || char === "{")) {
            entries.push(entry);
            entry = "";
          } else entry += char;
        }
        entries.push(entry);
        for (const found of entries) {
          const name = /^\s*([A-Za-z_]\w*)\s*(?::|$)/.exec(found)?.[1];
          if (name) values.push(name);
        }
      }
    }
    calls.push({ file, id: match[2]!, built: match[3] === "${", values: values.sort() });
  }
  return calls;
}

const saidCalls = sources.flatMap(({ file, text }) => saidCallsIn(file, text));

/** The {values} a message uses (plural arguments too). */
const valuesOf = (message: string) =>
  [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((found) => found[1]!)),
  ].sort();

describe("the refusals said by id", () => {
  test("the scan finds them, with the names of the values they pass", () => {
    expect(saidCalls.length).toBeGreaterThan(40);
    expect(
      saidCallsIn(
        "x.ts",
        'saidText("a.b", { max }); said(`c.d.${t}`, { day: { date }, n: f(1, 2) })',
      ),
    ).toEqual([
      { file: "x.ts", id: "a.b", built: false, values: ["max"] },
      { file: "x.ts", id: "c.d.", built: true, values: ["day", "n"] },
    ]);
  });

  // A value the message uses but the refusal does not pass fails when the page says it; one it
  // passes but no message uses is a fact the customer never reads.
  test.each(languages)(
    "each names a message of the '%s' catalogue, passing exactly the values it uses",
    (language) => {
      const catalogue = catalogues[language]!;
      const wrong: string[] = [];
      for (const call of saidCalls) {
        const ids = Object.keys(catalogue).filter((key) =>
          call.built ? key.startsWith(call.id) : key === call.id,
        );
        if (ids.length === 0) wrong.push(`${call.file}: ${call.id} is in no message`);
        for (const id of ids) {
          const used = valuesOf(catalogue[id]!);
          // A translation may leave out a value (as the catalogue test allows), never need more.
          const extra = used.filter((name) => !call.values.includes(name));
          const unused = language === "en" ? call.values.filter((n) => !used.includes(n)) : [];
          if (extra.length > 0 || unused.length > 0) {
            wrong.push(`${call.file}: ${id} uses {${used}} but is said with {${call.values}}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

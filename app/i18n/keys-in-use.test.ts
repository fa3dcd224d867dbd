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

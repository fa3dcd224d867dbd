// The documentation can be checked: every file path, npm script, environment variable and
// decision number that README.md, docs/ and the code's comments cite exists in the repository.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, test } from "vitest";

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
/** A decision record superseded by a later one tells what was: its paths may be gone. */
const superseded = (file: string) =>
  file.startsWith("docs/decisions/") && /Status: superseded/i.test(readFileSync(file, "utf8"));
const docs = tracked.filter(
  (file) => (file === "README.md" || /^docs\/.*\.md$/.test(file)) && !superseded(file),
);
const code = tracked.filter((file) =>
  /^(app|server|scripts|tests|tools|\.ci)\/.*\.(ts|tsx|js|mjs|cjs|css)$|^\.ci\/run$/.test(file),
);
const read = (file: string) => readFileSync(file, "utf8");

/** Paths of the repository's own folders a text names, in backticks, links or plain words. */
const ROOTS = "(?:app|server|scripts|tests|tools|docs|seed|public|drizzle|\\.ci)";
const PATH_IN_TEXT = new RegExp(`(?<![\\w./-])(${ROOTS}/[\\w./@$-]*[\\w/])`, "g");

/** Whether `path` (maybe a folder, maybe without its extension) is in the repository. */
function exists(path: string): boolean {
  const clean = path.replace(/[.:]+$/, "").replace(/\/$/, "");
  if (/[*{}<>$]|\.\.\./.test(clean)) return true; // a pattern, not a path
  if (existsSync(clean)) return true;
  // 'docs/decisions/009' (its record), 'seed/film/craft.{webm,mp4}', 'app/routes/sitemap[.]xml.ts'.
  return tracked.some(
    (file) => file.startsWith(clean) && /^[.\-/[]/.test(file.slice(clean.length)),
  );
}

function missingPaths(files: string[], only: (text: string) => string = (text) => text) {
  const missing: string[] = [];
  for (const file of files) {
    for (const [, path] of only(read(file)).matchAll(PATH_IN_TEXT)) {
      if (!exists(path!)) missing.push(`${file}: ${path}`);
    }
  }
  return missing;
}

/** A code file's comments only: what a reader is told, not strings the code uses. */
const commentsOf = (text: string) =>
  [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|^#[^\n]*/gm)].map((m) => m[0]).join("\n");

describe("cited paths exist", () => {
  test("in README.md and docs/", () => {
    expect(missingPaths(docs)).toEqual([]);
  });

  test("markdown links to the repository's files", () => {
    const missing: string[] = [];
    for (const file of docs) {
      for (const [, target] of read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^(https?:|mailto:)/.test(target!)) continue;
        const path = normalize(join(dirname(file), target!));
        if (!existsSync(path)) missing.push(`${file}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("in the code's comments", () => {
    expect(missingPaths(code, commentsOf)).toEqual([]);
  });
});

test("every `npm run` script cited exists", () => {
  const scripts = Object.keys(
    (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
  );
  const missing: string[] = [];
  for (const file of [...docs, ...code]) {
    for (const [, name] of read(file).matchAll(/npm run ([a-z][\w:-]*)/g)) {
      if (!scripts.includes(name!)) missing.push(`${file}: npm run ${name}`);
    }
  }
  expect(missing).toEqual([]);
});

test("every environment variable the docs name is one the code reads", () => {
  const everything = [...code, "playwright.config.ts", "vitest.config.ts", "vite.config.ts"]
    .filter((file) => existsSync(file))
    .map((file) => read(file).replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ""))
    .join("\n");
  const missing = new Set<string>();
  for (const file of [...docs, ".env.example"]) {
    for (const [, name] of read(file).matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)) {
      if (!everything.includes(name!)) missing.add(`${file}: ${name}`);
    }
  }
  expect([...missing]).toEqual([]);
});

test("every decision cited has its record", () => {
  const numbers = new Set(
    tracked.flatMap((file) => /^docs\/decisions\/(\d{3})-/.exec(file)?.[1] ?? []),
  );
  const missing: string[] = [];
  for (const file of [...docs, ...code]) {
    const text = file.endsWith(".md") ? read(file) : commentsOf(read(file));
    for (const [citation] of text.matchAll(/decisions?\/?\s*\d{3}(?:(?:,\s*|\s+and\s+)\d{3})*/g)) {
      for (const [number] of citation!.matchAll(/\d{3}/g)) {
        if (!numbers.has(number!)) missing.push(`${file}: decision ${number}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

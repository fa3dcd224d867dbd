// `npm run audit`: Lighthouse 13 (installed on first use, Node.js 22.19+) with the machine's Chromium over the home page, the collection,
// a category, an item page and The Craft, and the first four in Arabic, of the production build on a temporary seeded database, in
// Lighthouse's default mobile setting (simulated throttling). Prints the four scores and LCP of
// each page (the median of AUDIT_RUNS runs, 3 by default) and keeps the JSON reports. A
// measurement, not a gate: low scores still exit 0.
import { mkdtempSync, rmdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.js";
import {
  ensureBuild,
  machineLine,
  onExit,
  startShop,
  temporaryFolder,
} from "./measure/temporary-shop";
import { loadLighthouse, type LighthouseResult } from "./measure/lighthouse";

const PORT = Number(process.env.AUDIT_PORT ?? 3950);
const CHROMIUM = chromiumPath() ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const lighthouse = await loadLighthouse();
ensureBuild();
const dir = temporaryFolder("shop-audit-");
// The reports outlive the run, to be read after it; the folder goes only when a stopped run left
// it empty (rmdir refuses a folder with reports in it).
const reports = mkdtempSync(join(tmpdir(), "shop-audit-reports-"));
onExit(() => rmdirSync(reports));
const shop = await startShop(dir, PORT, {
  ADMIN_USERNAME: "audit",
  ADMIN_PASSWORD: "audit-password",
});

const items = (await (await fetch(`${shop.base}/api/collection`)).json()) as { _id: string }[];
const categories = (await (await fetch(`${shop.base}/api/categories`)).json()) as {
  slug: string;
}[];
const slug = categories.find((category) => category.slug === "roses")?.slug ?? categories[0]?.slug;
const allPages: Record<string, string> = {
  home: "/",
  collection: "/collection",
  category: `/${slug}`,
  item: `/collection/${items[0]?._id}`,
  // The craft film's page: its poster must stay the fast largest paint (decision 015).
  craft: "/craft",
  // Arabic pages meet the same bar: their own font files, right to left.
  "ar-home": "/ar",
  "ar-collection": "/ar/collection",
  "ar-category": `/ar/${slug}`,
  "ar-item": `/ar/collection/${items[0]?._id}`,
};
const wanted = process.env.AUDIT_PAGES?.split(",").map((page) => page.trim());
const pages = Object.entries(allPages).filter(
  ([name, path]) => !wanted || wanted.includes(name) || wanted.includes(path),
);
if (pages.length === 0) {
  console.error(`AUDIT_PAGES names none of: ${Object.keys(allPages).join(", ")}`);
  process.exit(1);
}

const chrome = await launch({
  chromePath: CHROMIUM,
  // Without a display, headless Chromium's paint holding (the old page kept on screen until the new
  // one paints) after Lighthouse's blank page is released only on a whole-second tick: a third of
  // the loads of any page with subresources first painted at 1.3 or 2.3 s, whatever the page did
  // (decision 031). A phone's browser draws every frame, so the audit measures without it.
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, "--disable-features=PaintHolding"],
  // Our own exit handler stops it, after the reports are written.
  handleSIGINT: false,
});
onExit(() => chrome.kill());

console.log(`\n${machineLine()}`);
console.log(
  `Lighthouse mobile (simulated throttling), Chromium ${CHROMIUM}, shop ready ${shop.readyAfter} s after start\n`,
);
// Lighthouse's own advice: one run is noisy (a stall of the machine in the unthrottled load it
// simulates from moves a score by ten points), so each page runs AUDIT_RUNS times and the run with
// the median performance score is the one reported, with every run's score beside it.
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const rows: string[] = [];
let failed = false;
for (const [name, path] of pages) {
  const runs: { lhr: LighthouseResult; report: string }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(`${shop.base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.error(`${name} (${path}): ${lhr?.runtimeError?.message ?? "no report"}`);
      failed = true;
      continue;
    }
    runs.push({ lhr, report: result.report as string });
  }
  if (runs.length === 0) continue;
  const performance = ({ lhr }: { lhr: LighthouseResult }) =>
    lhr.categories.performance?.score ?? 0;
  runs.sort((a, b) => performance(a) - performance(b));
  const { lhr, report } = runs[Math.floor((runs.length - 1) / 2)]!;
  writeFileSync(join(reports, `${name}.json`), report);
  const scores = CATEGORIES.map((id) => {
    const score = lhr.categories[id]?.score;
    return score == null ? "?" : String(Math.round(score * 100));
  });
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
  const every = runs.map((run) => Math.round(performance(run) * 100)).join(", ");
  rows.push(
    `| ${name} (${path}) | ${scores.join(" | ")} | ${lcp == null ? "?" : (lcp / 1000).toFixed(1)} | ${every} |`,
  );
}
console.log(
  "| page | performance | accessibility | best practices | SEO | LCP s | performance of each run |\n|---|---:|---:|---:|---:|---:|---|",
);
for (const row of rows) console.log(row);
console.log(`\nJSON reports: ${reports}`);
await shop.stop();
process.exit(failed ? 1 : 0);

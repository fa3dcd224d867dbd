// How the browser's scripts are split into files (decision 018). Rollup's default gives one
// file per set of routes sharing a module: 30 small files on a catalogue page, which a phone on
// HTTP/1.1 fetches six at a time. Instead every page loads the same shared files: `framework`
// (React, React DOM, Remix), `shell` (the shop's own code the root route imports, which every page
// needs anyway) and `storefront` (what two or more storefront pages share). The rest stays where
// Rollup puts it, so admin code and the forms' libraries never ride along on a storefront page.
import { resolve } from "node:path";
import type { ManualChunkMeta } from "rollup";

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;

const HELPERS = ["\0commonjsHelpers.js", "\0vite/preload-helper.js"];

// The root imports Zod's setting for the browser, through Zod's index. Rollup puts a manual chunk's
// imports in that chunk, and the forms then take all of Zod from `shell`: it stays out, so the
// index is tree-shaken as usual and only the forms' pages load the rest.
const ZOD_SETTING = resolve("app/platform/zod-in-the-browser.ts");

const ROOT = resolve("app/root.tsx");
const STOREFRONT_PAGES = [
  "_index.tsx",
  "collection._index.tsx",
  "collection.$id.tsx",
  "$slug.tsx",
  "craft.tsx",
  "search.tsx",
  "about.tsx",
  "portfolio.tsx",
  "contact.tsx",
].map((route) => resolve("app/routes", route));
const BOUQUET_PAGE = resolve("app/routes/collection.$id.tsx");
const CART_PAGE = resolve("app/routes/cart.tsx");

/** Every module `entry` imports, directly or not, leaving out what it loads on demand. */
function staticImportsOf(entry: string, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Small modules the bouquet page shares with the pages after the order (thank-you, tracking, the
// recipient's page), which are not catalogue pages: each would be a file of its own (the emirates'
// names, the checkout sheet's address: under a kilobyte each, a round trip each).
const ORDER_WORDS = [
  "app/checkout/checkout-words.ts",
  "app/components/answer-alert.tsx",
  "app/db/emirates.ts",
  // A slot's name with the hours in force, on the bouquet's page and every page after the order.
  "app/delivery/slot-names.ts",
  // Values set apart in a sentence (order numbers, dates, slots), on the same pages.
  "app/components/isolated-words.tsx",
  "app/styles/checkout.css?url",
].map((module) => resolve(module));

let graph: { shell: Set<string>; storefront: Set<string> } | undefined;

export function clientChunk(id: string, meta: ManualChunkMeta): string | undefined {
  // Rollup's and Vite's own helpers go with the framework, which needs them too: left in `shell`,
  // the two files would import each other and React would be read before it was defined.
  if (FRAMEWORK.test(id) || HELPERS.includes(id)) return "framework";
  if (!graph) {
    const shell = staticImportsOf(ROOT, meta);
    const counts = new Map<string, number>();
    for (const page of STOREFRONT_PAGES) {
      for (const module of staticImportsOf(page, meta)) {
        counts.set(module, (counts.get(module) ?? 0) + 1);
      }
    }
    const storefront = new Set(
      [...counts].filter(([module, count]) => count >= 2 && !shell.has(module)).map(([m]) => m),
    );
    // What the bouquet page loads at once and the cart's page also uses (the refusal line, the
    // test-mode note): small, and a file of its own each otherwise.
    const cart = staticImportsOf(CART_PAGE, meta);
    for (const module of staticImportsOf(BOUQUET_PAGE, meta)) {
      if (cart.has(module) && !shell.has(module) && !module.includes("/node_modules/")) {
        storefront.add(module);
      }
    }
    graph = { shell, storefront };
  }
  if (id === ROOT || STOREFRONT_PAGES.includes(id) || id === ZOD_SETTING) return undefined;
  // Other libraries stay where Rollup puts them, by the pages that use them.
  if (id.includes("/node_modules/")) return undefined;
  if (graph.shell.has(id)) return "shell";
  if (graph.storefront.has(id) || ORDER_WORDS.includes(id)) return "storefront";
  return undefined;
}

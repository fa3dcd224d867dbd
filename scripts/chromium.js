// The Chromium every browser run uses (the tests, `npm test`'s check, `npm run audit`): the
// machine's own, started with flags that keep Chromium's own traffic off this closed network.
import { existsSync } from "node:fs";

const firstFound = (paths) => paths.find((path) => path && existsSync(path));

/**
 * The full browser, as a customer's: `npm run audit` measures pages with it.
 * @returns {string | undefined} CHROMIUM_PATH, else Debian's Chromium
 */
export const chromiumPath = () =>
  firstFound([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);

/**
 * The browser tests' Chromium: Debian's headless shell when installed — the same Chromium build
 * without the browser's window machinery, which Playwright itself runs headless by default — as
 * it takes about 40 % less time and CPU per page than the full browser (decision 033); else the
 * full browser. CHROMIUM_PATH wins over both.
 * @returns {string | undefined}
 */
export const testChromiumPath = () =>
  firstFound([process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"]) ?? chromiumPath();

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

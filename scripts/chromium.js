// The Chromium every browser run uses (the tests, `npm test`'s check, `npm run audit`): the
// machine's own (CHROMIUM_PATH, else Debian's), started with flags that keep Chromium's own
// traffic off this closed network.
import { existsSync } from "node:fs";

/** @returns {string | undefined} the first Chromium found, or undefined */
export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (path) => path && existsSync(path),
  );

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

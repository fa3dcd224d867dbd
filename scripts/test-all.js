// `npm test`: typecheck, lint, build, Vitest, Playwright — stops at the first failure.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { chromiumPath } from "./chromium.js";

const chromium = chromiumPath();
if (!chromium) {
  console.error(
    "No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

const steps = [
  ["typecheck", ["node_modules/typescript/bin/tsc"]],
  ["lint", ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings", "0"]],
  ["format", ["node_modules/prettier/bin/prettier.cjs", "--check", ".", "--log-level", "warn"]],
  // CSS logical properties only, so the Arabic pages mirror (stylelint.config.js).
  ["style lint", ["node_modules/stylelint/bin/stylelint.mjs", "app/styles/**/*.css"]],
  // No import circle in the code (.dependency-cruiser.mjs).
  [
    "import graph",
    [
      "node_modules/dependency-cruiser/bin/dependency-cruise.mjs",
      "app",
      "server",
      "scripts",
      "--config",
      ".dependency-cruiser.mjs",
    ],
  ],
  ["build", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"]],
  ["build server", ["scripts/build-server.js"]],
  ["vitest", ["node_modules/vitest/vitest.mjs", "run"]],
  ["playwright", ["node_modules/@playwright/test/cli.js", "test"]],
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const started = Date.now();
const took = [];
for (const [name, args] of steps) {
  console.log(`\n── ${name} ──`);
  const stepStarted = Date.now();
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      CHROMIUM_PATH: chromium,
      // Node's cache of compiled code (Node 22.1+; ignored before): the many shops and test
      // processes the steps start load the same modules without compiling them again.
      NODE_COMPILE_CACHE: resolve("node_modules/.cache/node-compile"),
    },
  });
  took.push(`${name} ${minutes(Date.now() - stepStarted)}`);
  if (result.status !== 0) {
    // What each step took, the failed one too: a slow failure is seen as slow.
    console.error(`\n${took.join(" · ")}`);
    console.error(`${name} failed after ${minutes(Date.now() - started)} in all.`);
    process.exit(result.status ?? 1);
  }
}
// What each step took, so a suite creeping back up is seen in every run's last lines.
console.log(`\n${took.join(" · ")}`);
console.log(`All checks passed in ${minutes(Date.now() - started)}.`);

// `npm test`: the static checks and the build side by side, then Vitest, then Playwright — stops
// at the first stage that fails.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { testChromiumPath } from "./chromium.js";

const chromium = testChromiumPath();
if (!chromium) {
  console.error(
    "No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

/**
 * Each stage's steps run at once: the static checks and the build read the sources and write
 * nothing another step reads, and mostly wait on the disk, so together they take little more than
 * the slowest. The test stages need the build, and each keeps the two cores busy on its own.
 */
const stages = [
  [
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
    // The client and server bundles, then the Express entry that imports them.
    [
      "build",
      ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"],
      ["scripts/build-server.js"],
    ],
  ],
  [["vitest", ["node_modules/vitest/vitest.mjs", "run"]]],
  [["playwright", ["node_modules/@playwright/test/cli.js", "test"]]],
];

const env = {
  ...process.env,
  SKIP_BUILD: "1",
  CHROMIUM_PATH: chromium,
  // Node's cache of compiled code (Node 22.1+; ignored before): the many shops and test processes
  // the steps start load the same modules without compiling them again.
  NODE_COMPILE_CACHE: resolve("node_modules/.cache/node-compile"),
};

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * One step, its commands in order. Alone in its stage it writes straight to the terminal (Vitest
 * and Playwright report as they go); beside others its output is held and printed whole when it
 * ends, so the logs of steps running at once never interleave.
 */
async function runStep([name, ...commands], alone) {
  const started = Date.now();
  if (alone) console.log(`\n── ${name} ──`);
  const output = [];
  let ok = true;
  for (const args of commands) {
    ok = await runCommand(args, alone ? null : output);
    if (!ok) break;
  }
  if (!alone) {
    console.log(`\n── ${name} ──`);
    process.stdout.write(Buffer.concat(output));
  }
  return { name, ok, ms: Date.now() - started };
}

/** One Node command of a step; its output to the terminal, or into `output` when given. */
function runCommand(args, output) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    });
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => done(code === 0));
  });
}

const started = Date.now();
const took = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  took.push(...results.map(({ name, ms }) => `${name} ${minutes(ms)}`));
  const failed = results.filter(({ ok }) => !ok).map(({ name }) => name);
  if (failed.length > 0) {
    // What each step took, the failed one too: a slow failure is seen as slow.
    console.error(`\n${took.join(" · ")}`);
    console.error(`${failed.join(", ")} failed after ${minutes(Date.now() - started)} in all.`);
    process.exit(1);
  }
}
// What each step took, so a suite creeping back up is seen in every run's last lines.
console.log(`\n${took.join(" · ")}`);
console.log(`All checks passed in ${minutes(Date.now() - started)}.`);

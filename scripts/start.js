// `npm start`: check that the database's native addon loads, build when the build is missing or
// older than the sources, then run our server (server/, bundled into build/shop-server.js).
// Migrations, the first admin and the demo catalogue are handled by the server as it starts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { sqliteProblem } from "./sqlite-check.js";

const BUILD = ["build/server/index.js", "build/shop-server.js"];
const SOURCES = [
  "app",
  "server",
  "public",
  // The server's bundle holds the catalogue's texts (seed/*.json), the client build the film.
  "seed",
  "package.json",
  "vite.config.ts",
  "remix.config.js",
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

// Before minutes of building: an addon built for another Node would only fail at the first query.
const problem = sqliteProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

// SKIP_BUILD=1 (the tests' setting): the build is taken as it is, never redone under running tests.
const builtAt = Math.min(...BUILD.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const stale = builtAt < Math.max(...SOURCES.map(newestChange));
if (builtAt === 0 || (stale && process.env.SKIP_BUILD !== "1")) {
  // One line while it builds; the build's own output only when it fails, so that what the server
  // prints next (the first admin's password) is not buried under it.
  process.stdout.write("Building the shop… ");
  const started = Date.now();
  for (const step of [
    ["node_modules/@remix-run/dev/dist/cli.js", "vite:build", "--logLevel", "warn"],
    ["scripts/build-server.js"],
  ]) {
    const build = spawnSync(process.execPath, step, {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
    });
    if (build.status !== 0) {
      console.log("failed:\n");
      process.stdout.write(build.stdout ?? "");
      process.stderr.write(build.stderr ?? "");
      process.exit(build.status ?? 1);
    }
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const server = spawn(process.execPath, ["build/shop-server.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
// Ctrl-C in a terminal sends SIGINT to the whole process group: the server has it already, and a
// second one would cut its graceful shutdown short. So SIGINT is not forwarded: this waits for the
// server to finish and exits with its code. SIGTERM (a service manager, `kill`) reaches this
// process alone, and is forwarded once.
process.on("SIGINT", () => {});
let forwarded = false;
process.on("SIGTERM", () => {
  if (forwarded) return;
  forwarded = true;
  server.kill("SIGTERM");
});
server.on("exit", (code, signal) =>
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1)),
);

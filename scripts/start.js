// `npm start`: build when the build is missing or older than the sources, then serve it.
// Migrations, the first admin and the demo catalogue are handled by the server as it starts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD = "build/server/index.js";
const SOURCES = ["app", "public", "package.json", "vite.config.ts", "remix.config.js"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log("Building the shop…");
  const build = spawnSync(
    process.execPath,
    ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", BUILD], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

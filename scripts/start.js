// `npm start`: build when the build is missing or older than the sources, then run our server
// (server/, bundled into build/shop-server.js). Migrations, the first admin and the demo
// catalogue are handled by the server as it starts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD = ["build/server/index.js", "build/shop-server.js"];
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "remix.config.js"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...BUILD.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log("Building the shop…");
  for (const step of [
    ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"],
    ["scripts/build-server.js"],
    ["node_modules/tsx/dist/cli.mjs", "scripts/paint-demo.ts"],
  ]) {
    const build = spawnSync(process.execPath, step, { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ["build/shop-server.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

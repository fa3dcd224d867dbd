// Builds the app once, so integration tests drive the real server build through Remix's request
// handler. `npm test` builds before Vitest and sets SKIP_BUILD=1.
import { execFileSync } from "node:child_process";

export default function setup() {
  if (process.env.SKIP_BUILD === "1") return;
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  execFileSync(process.execPath, ["scripts/build-server.js"], { stdio: "inherit" });
}

// `npm run bench`: the production build on a temporary seeded database, measured against a
// static file served by the same process in the same run (CONTRACT.md §8).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

if (!existsSync("build/shop-server.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "shop-bench-"));
const server = spawn(process.execPath, ["build/shop-server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_PATH: join(dir, "shop.db"),
    UPLOADS_DIR: join(dir, "uploads"),
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password",
    DEMO_IMAGE_WIDTH: "320",
    LOG_LEVEL: "warn",
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

async function measure(path: string) {
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  await waitForServer();
  const items = (await (await fetch(`${BASE}/api/collection`)).json()) as { _id: string }[];
  const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".css"));
  const baseline = await measure(`/assets/${asset}`);
  const rows = [baseline];
  for (const path of ["/", "/collection", `/collection/${items[0]?._id}`, "/api/collection"]) {
    rows.push(await measure(path));
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per path\n`);
  console.log(
    "path".padEnd(48),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "vs static".padStart(10),
    "errors".padStart(7),
  );
  for (const row of rows) {
    const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      row.path.padEnd(48),
      String(row.requestsPerSecond).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      ratio.padStart(10),
      String(row.errors).padStart(7),
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}

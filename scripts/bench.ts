// `npm run bench`: the production server on a temporary seeded database, measured against a
// static file served by the same process in the same run: requests/s, p50 and
// p99 for the catalogue pages, the JSON catalogue, an item's JSON and an order POST, at 10 and 50
// connections, with the server's peak memory. Numbers go to docs/performance.md, never a test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { DateTime } from "luxon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);

if (!existsSync("build/shop-server.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "shop-bench-"));
const server = spawn(process.execPath, ["build/shop-server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    TEST_ONLY_NO_ENV_FILE: "1",
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_PATH: join(dir, "shop.db"),
    UPLOADS_DIR: join(dir, "uploads"),
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password",
    LOG_LEVEL: "warn",
    // One client sends every order here: the per-address limit would stop the measurement.
    RATE_LIMIT_ORDERS: "0",
    UNPAID_ORDER_LIMIT: "0",
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

/** The server's resident memory (Linux), in MB: its peak so far (VmHWM) or now (VmRSS). */
function rssMb(which: "VmHWM" | "VmRSS"): number | null {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const kb = Number(status.match(new RegExp(`${which}:\\s+(\\d+) kB`))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
}

interface Row {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(target: Target, connections: number): Promise<Row> {
  const result = await autocannon({
    url: `${BASE}${target.path}`,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.body ? { "content-type": "application/json" } : undefined,
    connections,
    duration: DURATION,
  });
  return {
    name: target.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  const started = Date.now();
  await waitForServer();
  const readyAfter = Math.round((Date.now() - started) / 1000);
  const peakAtStart = rssMb("VmHWM");
  const items = (await (await fetch(`${BASE}/api/collection`)).json()) as {
    _id: string;
    imageUrl: string;
    title: string;
    sizes: { sizeName: string; price: number }[];
  }[];
  const categories = (await (await fetch(`${BASE}/api/categories`)).json()) as { slug: string }[];
  const item = items[0]!;
  const size = item.sizes[0]!;
  // The baseline is the shop's script every page loads (decision 018), about 22 KB: the first
  // file in the folder could be a 47-byte route stub, which says little about serving a file.
  const scripts = readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
  const asset = scripts.find((name) => name.startsWith("shell-")) ?? scripts[0];
  const order = {
    customerName: "Bench Customer",
    email: "bench@example.com",
    phone: "050 123 4567",
    address: "Villa 1, Jumeirah 1, Dubai",
    items: [{ itemId: item._id, title: item.title, price: size.price, size: size.sizeName }],
    totalAmount: size.price,
    deliveryDate: DateTime.now().setZone("Asia/Dubai").plus({ days: 3 }).toISODate(),
    deliveryTime: "evening",
  };
  const targets: Target[] = [
    { name: "static asset (baseline)", path: `/assets/${asset}` },
    { name: "/", path: "/" },
    { name: "/collection", path: "/collection" },
    { name: `/{slug} (/${categories[0]!.slug})`, path: `/${categories[0]!.slug}` },
    { name: "item page", path: `/collection/${item._id}` },
    // The same pages in Arabic: kept apart, rendered in their own language.
    { name: "/ar", path: "/ar" },
    { name: "/ar/collection", path: "/ar/collection" },
    { name: `/ar/{slug} (/ar/${categories[0]!.slug})`, path: `/ar/${categories[0]!.slug}` },
    { name: "ar item page", path: `/ar/collection/${item._id}` },
    { name: "GET /api/collection", path: "/api/collection" },
    { name: "GET /api/collection/{id}", path: `/api/collection/${item._id}` },
    { name: "GET /api/images/{id}?w=480", path: `/api/images/${item.imageUrl}?w=480` },
    { name: "POST /api/orders", path: "/api/orders", method: "POST", body: JSON.stringify(order) },
  ];

  console.log(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model.trim()} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.versions.node}`,
  );
  console.log(`server ready ${readyAfter} s after start (fresh database, demo catalogue)`);
  for (const connections of CONNECTIONS) {
    const rows: Row[] = [];
    for (const target of targets) rows.push(await measure(target, connections));
    const baseline = rows[0]!.requestsPerSecond;
    console.log(`\n${connections} connections, ${DURATION} s per row\n`);
    console.log(
      "| what | req/s | p50 ms | p99 ms | share of static | errors |\n|---|---:|---:|---:|---:|---:|",
    );
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${(row.requestsPerSecond / baseline).toFixed(2)} | ${row.errors} |`,
      );
    }
  }
  console.log(
    `\nserver memory (RSS): peak ${rssMb("VmHWM") ?? "?"} MB (${peakAtStart ?? "?"} MB of it while seeding the demo catalogue at start), ${rssMb("VmRSS") ?? "?"} MB after the run`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}

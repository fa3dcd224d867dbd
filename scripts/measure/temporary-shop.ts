// What `npm run audit` and `npm run bench:admin` share: the production build on a temporary
// database, stopped and its folder removed however the script ends (Ctrl-C too), and the line
// naming the machine the figures were taken on.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";

/** Builds the shop when no build exists, as `npm run bench` does. */
export function ensureBuild() {
  if (existsSync("build/shop-server.js")) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** Date, cores, CPU model, memory and Node version: the first line of every measurement. */
export function machineLine(): string {
  return `${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model.trim()} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.versions.node}`;
}

const cleanups: (() => void)[] = [];

/** Runs at exit, normal or not; Ctrl-C and SIGTERM exit through it instead of leaving servers. */
export function onExit(cleanup: () => void) {
  cleanups.push(cleanup);
}

function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch {
      // the rest must still run
    }
  }
}

process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** A temporary folder, removed at exit. */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface RunningShop {
  base: string;
  /** Seconds from spawn until /api/health answered. */
  readyAfter: number;
  /** Stops the server gently (the database is checkpointed) and waits for it to exit. */
  stop(): Promise<void>;
}

/** The production server (build/shop-server.js) on the database in `dir`, once it answers. */
export async function startShop(
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningShop> {
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const server: ChildProcess = spawn(process.execPath, ["build/shop-server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      TEST_ONLY_NO_ENV_FILE: "1",
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: join(dir, "shop.db"),
      UPLOADS_DIR: join(dir, "uploads"),
      SESSION_SECRET: "measurement-secret",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const kill = () => server.kill("SIGTERM");
  onExit(kill);
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt >= 600) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    readyAfter: Math.round((Date.now() - started) / 1000),
    stop: async () => {
      kill();
      await exited;
    },
  };
}

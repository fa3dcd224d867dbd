// A shop of one spec's own, for settings the five shared shops must not have (decision 006): the
// production build on a fresh, seeded database, on a free port, stopped after the spec's tests.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { browserTestShopEnv } from "./shop-env.js";

/** A port nothing listens on right now: the shop's own, or one that refuses every connection. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface OwnShop {
  url: string;
  stop(): Promise<void>;
}

/** Starts the shop with `env` over the browser tests' defaults; resolves once it answers. */
export async function startOwnShop(env: Record<string, string>): Promise<OwnShop> {
  const dir = mkdtempSync(join(tmpdir(), "shop-e2e-own-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/shop-server.js`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH,
      ...browserTestShopEnv(dir),
      PORT: String(port),
      PUBLIC_URL: url,
      ...(process.env.NODE_COMPILE_CACHE && { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }),
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.on("exit", () => done()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode})`);
        return fetch(`${url}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000 },
    )
    .toBe(200);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

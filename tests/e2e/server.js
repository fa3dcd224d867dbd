// The shop as the browser tests see it: the production build on a fresh, seeded temporary
// database (smaller demo photographs, so seeding is quick).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/shop-server.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_PATH: join(dir, "shop.db"),
    UPLOADS_DIR: join(dir, "uploads"),
    SESSION_SECRET: "e2e-secret",
    ADMIN_USERNAME: "florist",
    ADMIN_PASSWORD: "e2e password for tests",
    DEMO_IMAGE_WIDTH: "400",
    LOG_LEVEL: "warn",
    // The browser tests place many orders from one address; the limit has its own tests.
    RATE_LIMIT_ORDERS: "0",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

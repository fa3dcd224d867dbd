// The shop as the browser tests see it: the production build on a fresh, seeded temporary
// database, seeded with the demo catalogue (its committed pictures, copied in seconds).
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databasePointer } from "./support/database-pointer.js";
import { browserTestShopEnv } from "./support/shop-env.js";

const dir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
// Where the tests' fixtures find this shop's database, to add an admin of their own
// (tests/e2e/support/admin.ts).
writeFileSync(databasePointer(process.env.PORT), join(dir, "shop.db"));
const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/shop-server.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    TEST_ONLY_NO_ENV_FILE: "1",
    // Every sign-in of the browser tests costs a millisecond, not a third of a second.
    TEST_ONLY_CHEAP_PASSWORD_HASHES: "1",
    ...browserTestShopEnv(dir),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

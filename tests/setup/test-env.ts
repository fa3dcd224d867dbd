// Every test file gets its own SQLite file and uploads folder in a fresh temporary directory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "shop-test-"));
process.env.NODE_ENV = "test";
process.env.TEST_ONLY_NO_ENV_FILE = "1";
process.env.DATABASE_PATH = join(dir, "shop.db");
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SEED_DEMO = "0";
process.env.ADMIN_USERNAME = "florist";
process.env.ADMIN_PASSWORD = "correct horse battery staple";
process.env.SESSION_SECRET = "test-secret";
process.env.TEST_DIR = dir;
// Cheap password hashes unless a file tests the real ones (it sets "0" before the shop starts).
process.env.TEST_ONLY_CHEAP_PASSWORD_HASHES ??= "1";
// Many orders from one test client; the limit itself is tested against the running server.
process.env.RATE_LIMIT_ORDERS = "0";
// The same for unpaid orders held at once, tested against the running server as well.
process.env.UNPAID_ORDER_LIMIT = "0";

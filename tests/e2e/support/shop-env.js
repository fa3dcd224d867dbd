// The settings every browser-test shop starts with (tests/e2e/server.js and the specs' own shops,
// support/own-shop.ts): the production build on a database and uploads in `dir`.
import { join } from "node:path";

/** @param {string} dir */
export const browserTestShopEnv = (dir) => ({
  NODE_ENV: /** @type {const} */ ("production"),
  DATABASE_PATH: join(dir, "shop.db"),
  UPLOADS_DIR: join(dir, "uploads"),
  SESSION_SECRET: "e2e-secret",
  ADMIN_USERNAME: "florist",
  ADMIN_PASSWORD: "e2e password for tests",
  LOG_LEVEL: "warn",
  // The browser tests place many orders from one address and one customer, many left unpaid;
  // the limits have their own tests.
  RATE_LIMIT_ORDERS: "0",
  UNPAID_ORDER_LIMIT: "0",
});

// The file in which each browser-test server (tests/e2e/server.js) leaves its database's path,
// by port, for the fixtures that add what a test needs straight to that database.
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @param {string | number | undefined} port */
export const databasePointer = (port) => join(tmpdir(), `shop-e2e-${port}.database`);

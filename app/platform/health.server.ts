// The shop's health for a monitor and the deploy guide's smoke test: the database answers a real
// query (through the live handle, and the file on disk still opens as a database) and the
// uploads folder takes a write. Either failing makes the whole answer 'unavailable' (503).
import { randomBytes } from "node:crypto";
import { accessSync, constants } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { env } from "~/platform/env.server";
import { db } from "~/db/client.server";
import { categories, orders } from "~/db/schema";
import { log } from "~/platform/log.server";
import packageJson from "../../package.json";

const startedAt = new Date();

declare const __SHOP_BUILD__: string | undefined;
/** The commit the build was made from (vite.config.ts), so a smoke test knows what it reached. */
const build = typeof __SHOP_BUILD__ === "string" ? __SHOP_BUILD__ : "development";

type Check = "ok" | "unavailable";

function databaseCheck(): Check {
  try {
    db().get(sql`select (select count(*) from ${orders}) + (select count(*) from ${categories})`);
    const path = env().databasePath;
    if (path !== ":memory:") {
      // The handle can outlive its file (deleted, replaced, made unreadable): check the file.
      accessSync(path, constants.R_OK | constants.W_OK);
      const file = new Database(path, { readonly: true, fileMustExist: true });
      try {
        file.prepare("select count(*) from sqlite_master").get();
      } finally {
        file.close();
      }
    }
    return "ok";
  } catch (error) {
    log.error({ err: error }, "health: the database does not answer");
    return "unavailable";
  }
}

async function uploadsCheck(): Promise<Check> {
  const probe = join(env().uploadsDir, `.health-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(env().uploadsDir, { recursive: true });
    await writeFile(probe, "ok");
    await rm(probe, { force: true });
    return "ok";
  } catch (error) {
    log.error({ err: error }, "health: the uploads folder takes no writes");
    return "unavailable";
  }
}

export async function shopHealth() {
  const [database, uploads] = [databaseCheck(), await uploadsCheck()];
  const now = new Date();
  return {
    status: database === "ok" && uploads === "ok" ? ("ok" as const) : ("unavailable" as const),
    database,
    uploads,
    version: packageJson.version,
    build,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000),
    time: now.toISOString(),
  };
}

import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

const startedAt = Date.now();

export function shopHealth() {
  let database: "ok" | "unavailable" = "ok";
  try {
    db().get(sql`select 1`);
  } catch {
    database = "unavailable";
  }
  return {
    status: database === "ok" ? ("ok" as const) : ("degraded" as const),
    database,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    time: new Date().toISOString(),
  };
}

// How many times the storefront's catalogue has changed: raised by database triggers on every
// write to bouquets, sizes, categories and pictures, from this process or any other.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { catalogueVersion as versionTable } from "~/db/schema";

export function catalogueVersion(): number {
  return (
    db()
      .select({ version: versionTable.version })
      .from(versionTable)
      .where(eq(versionTable.id, 1))
      .get()?.version ?? 0
  );
}

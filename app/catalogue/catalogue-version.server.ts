// How many times what the storefront shows has changed, in two counters raised by database
// triggers (from this process or any other): the catalogue (bouquets, sizes, categories,
// pictures, delivery settings) and the bookings (orders placed, moved or removed, and delivery
// settings), which only the pages showing the places left depend on.
import { db } from "~/db/client.server";
import { catalogueVersion as versionTable } from "~/db/schema";

export const CATALOGUE_COUNTER = 1;
export const BOOKINGS_COUNTER = 2;

export interface CatalogueVersions {
  catalogue: number;
  bookings: number;
}

export function catalogueVersions(): CatalogueVersions {
  const rows = db()
    .select({ id: versionTable.id, version: versionTable.version })
    .from(versionTable)
    .all();
  const of = (id: number) => rows.find((row) => row.id === id)?.version ?? 0;
  return { catalogue: of(CATALOGUE_COUNTER), bookings: of(BOOKINGS_COUNTER) };
}

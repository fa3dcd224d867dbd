import { brandName } from "~/content/brand.server";
import { json } from "~/api/respond.server";

/** GET /api — a connectivity check. */
export function loader() {
  return json({ name: `${brandName()} API`, status: "ok", time: new Date().toISOString() });
}

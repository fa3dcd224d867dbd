import { json } from "~/api/respond.server";
import { env } from "~/platform/env.server";

/** GET /api — a connectivity check. */
export function loader() {
  return json({ name: `${env().SHOP_NAME} API`, status: "ok", time: new Date().toISOString() });
}

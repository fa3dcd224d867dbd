import { answer, json } from "~/api/respond.server";
import { shopHealth } from "~/shop/health.server";

/** GET /api/health — used by the diagnostics page and by monitoring. */
export function loader() {
  return answer(() => {
    const health = shopHealth();
    return json(health, health.status === "ok" ? 200 : 503);
  });
}

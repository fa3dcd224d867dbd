import { answer, json } from "~/api/respond.server";
import { shopHealth } from "~/platform/health.server";

/** GET /api/health — for monitoring and the deploy guide's smoke test; 503 when unwell. */
export function loader() {
  return answer(async () => {
    const health = await shopHealth();
    return json(health, health.status === "ok" ? 200 : 503);
  });
}

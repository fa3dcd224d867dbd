import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { answer, json, methodNotAllowed } from "~/api/respond.server";
import { removeDemoCatalogue } from "~/catalogue/demo-catalogue.server";

/**
 * POST /api/admin/demo-catalogue/remove (owners; 403 for staff): deletes the demo's unedited
 * bouquets, add-ons and categories → `{ removed: { items, categories } }`.
 */
export function action({ request }: ActionFunctionArgs) {
  return answer(() => {
    const admin = requireApiAdmin(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return json({ removed: removeDemoCatalogue(admin) });
  });
}

export const loader = () => methodNotAllowed(["POST"]);

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { saveShopContent } from "~/content/shop-content-save.server";
import { currentShopContent } from "~/content/shop-content.server";
import { z } from "zod";

/** GET /api/admin/content (admin): the shop's content in force, the demo's where never saved. */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    return json(currentShopContent());
  });
}

/**
 * PUT /api/admin/content (admin): replaces the whole content; 400 with the issues and nothing
 * saved when any part is wrong; 403 when staff change the legal details or a policy page.
 */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    const admin = requireApiAdmin(request);
    if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
    const body = await readJson(request, z.unknown());
    return json(saveShopContent(body, admin).content);
  });
}

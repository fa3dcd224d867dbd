import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { categoryJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { CategoryInput, createCategory, listCategories } from "~/catalogue/categories.server";
import { CATALOGUE_JSON } from "~/platform/http-cache";

/** GET /api/categories — sorted by order. */
export function loader() {
  return answer(() =>
    json(listCategories().map(categoryJson), 200, { "Cache-Control": CATALOGUE_JSON }),
  );
}

/** POST /api/categories {name, nameAr?, slug, order} (admin). */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    requireApiAdmin(request);
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const input = await readJson(request, CategoryInput);
    return json(categoryJson(createCategory(input)), 201);
  });
}

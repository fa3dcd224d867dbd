import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { categoryJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import {
  CategoryInput,
  deleteCategory,
  getCategory,
  updateCategory,
} from "~/catalogue/categories.server";
import { CATALOGUE_JSON } from "~/platform/http-cache";

export function loader({ params }: LoaderFunctionArgs) {
  return answer(() =>
    json(categoryJson(getCategory(params.id ?? "")), 200, { "Cache-Control": CATALOGUE_JSON }),
  );
}

/** PUT /api/categories/{id} {name, slug, order}; DELETE /api/categories/{id} (admin). */
export function action({ request, params }: ActionFunctionArgs) {
  return answer(async () => {
    requireApiAdmin(request);
    const id = params.id ?? "";
    if (request.method === "PUT" || request.method === "PATCH") {
      const input = await readJson(request, CategoryInput);
      return json(categoryJson(updateCategory(id, input)));
    }
    if (request.method === "DELETE") {
      const { itemsUnlinked } = deleteCategory(id);
      return json({
        success: true,
        message:
          itemsUnlinked > 0
            ? `Category deleted. ${itemsUnlinked} bouquet(s) left it and stay in the collection.`
            : "Category deleted.",
        itemsUnlinked,
      });
    }
    return methodNotAllowed(["PUT", "DELETE"]);
  });
}

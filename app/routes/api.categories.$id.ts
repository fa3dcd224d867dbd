import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answer, editOrDelete, json, readJson } from "~/api/respond.server";
import { categoryJson } from "~/api/shapes.server";
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

/** PUT /api/categories/{id} {name, nameAr?, slug, order}; DELETE /api/categories/{id} (admin). */
export function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  return editOrDelete(request, ["PUT", "DELETE"], {
    edit: async () =>
      json(categoryJson(updateCategory(id, await readJson(request, CategoryInput)))),
    remove: () => {
      const { itemsUnlinked } = deleteCategory(id);
      return json({
        success: true,
        message:
          itemsUnlinked > 0
            ? `Category deleted. ${itemsUnlinked} bouquet(s) left it and stay in the collection.`
            : "Category deleted.",
        itemsUnlinked,
      });
    },
  });
}

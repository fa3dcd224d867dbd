import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readItemBody } from "~/api/item-body.server";
import { answer, editOrDelete, json } from "~/api/respond.server";
import { itemJson } from "~/api/shapes.server";
import { getItem } from "~/catalogue/items.server";
import { deleteItem, updateItem } from "~/catalogue/item-writes.server";
import { CATALOGUE_JSON } from "~/platform/http-cache";

/** GET /api/collection/{id} */
export function loader({ params }: LoaderFunctionArgs) {
  return answer(() =>
    json(itemJson(getItem(params.id ?? "")), 200, { "Cache-Control": CATALOGUE_JSON }),
  );
}

/** PUT /api/collection/{id} (multipart, image optional); DELETE /api/collection/{id} (admin). */
export function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  return editOrDelete(request, ["GET", "PUT", "DELETE"], {
    edit: async () => {
      const { fields, images } = await readItemBody(request);
      return json(itemJson(await updateItem(id, fields, images)));
    },
    remove: () => {
      deleteItem(id);
      return json({ success: true, message: "Item deleted successfully" });
    },
  });
}

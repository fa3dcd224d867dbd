import { answer, json } from "~/api/respond.server";
import { itemJson } from "~/api/shapes.server";
import { addOnsInStock } from "~/catalogue/add-ons.server";
import { CATALOGUE_JSON } from "~/platform/http-cache";

/** GET /api/add-ons — the add-ons in stock, cheapest first, in the item shape. */
export function loader() {
  return answer(() =>
    json(addOnsInStock().map(itemJson), 200, { "Cache-Control": CATALOGUE_JSON }),
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readItemBody } from "~/api/item-body.server";
import { answer, json, methodNotAllowed } from "~/api/respond.server";
import { itemJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { CATALOGUE_SORTS, listBouquets } from "~/catalogue/items.server";
import { createItem } from "~/catalogue/item-writes.server";
import { invalidInput } from "~/platform/errors";
import { CATALOGUE_JSON } from "~/platform/http-cache";

const ListQuery = z.object({
  category: z.string().max(100).optional(),
  sort: z
    .enum(CATALOGUE_SORTS, { error: `sort is one of ${CATALOGUE_SORTS.join(", ")}.` })
    .optional(),
});

/**
 * GET /api/collection?category={id or slug}&sort=newest|price-low|price-high: the bouquets;
 * add-ons are listed by GET /api/add-ons.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    const query = ListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw invalidInput(query.error);
    return json(listBouquets(query.data).map(itemJson), 200, { "Cache-Control": CATALOGUE_JSON });
  });
}

/** POST /api/collection — multipart bouquet with its image (admin). */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    requireApiAdmin(request);
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { fields, images } = await readItemBody(request);
    return json(itemJson(await createItem(fields, images)), 201);
  });
}

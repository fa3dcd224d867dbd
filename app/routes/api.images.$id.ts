// GET /api/images/{id} (and ?w=): the stored WebP, or a narrower copy of it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, methodNotAllowed } from "~/api/respond.server";
import { imageResponse, requestedWidth } from "~/images/delivery.server";
import { imageForDelivery } from "~/images/images.server";
import { ShopError } from "~/platform/errors";

export function loader({ request, params }: LoaderFunctionArgs) {
  return answer(async () => {
    const width = requestedWidth(new URL(request.url));
    // A malformed id names no image: 404 like an unknown one.
    const image = await imageForDelivery(params.id ?? "", width);
    if (!image) throw new ShopError("not-found", "There is no image with this id.");
    return imageResponse(request, image);
  });
}

export const action = () => methodNotAllowed(["GET", "HEAD"]);

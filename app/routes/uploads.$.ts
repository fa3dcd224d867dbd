// GET /uploads/{name} (and ?w=): a stored image by its file name. Nothing else in the folder,
// and nothing outside it, is ever served.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, methodNotAllowed } from "~/api/respond.server";
import { imageResponse, requestedWidth } from "~/images/delivery.server";
import { uploadFile } from "~/images/images.server";
import { ShopError } from "~/platform/errors";

export function loader({ request, params }: LoaderFunctionArgs) {
  return answer(async () => {
    const width = requestedWidth(new URL(request.url));
    const image = await uploadFile(params["*"] ?? "", width);
    if (!image) throw new ShopError("not-found", "There is no such file.");
    return imageResponse(request, image);
  });
}

export const action = () => methodNotAllowed(["GET", "HEAD"]);

// POST /api/images: an admin uploads one image (multipart field `image`); it is re-encoded to
// WebP and answered with its id and address.
import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed } from "~/api/respond.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { storeImage } from "~/images/images.server";
import { readMultipartForm } from "~/images/multipart.server";
import { IMAGE_MISSING } from "~/images/rules";
import { ShopError } from "~/platform/errors";

export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    // Before the body is read: nobody without a token gets to stream megabytes at us.
    requireApiAdmin(request);
    const { files } = await readMultipartForm(request, { fileFields: ["image"] });
    const upload = files[0];
    if (!upload) throw new ShopError("invalid", IMAGE_MISSING);
    const image = await storeImage(upload.bytes);
    const url = `/api/images/${image.id}`;
    return json(
      {
        _id: image.id,
        url,
        width: image.width,
        height: image.height,
        contentType: image.contentType,
        bytes: image.bytes,
      },
      201,
      { Location: url },
    );
  });
}

export const loader = () => methodNotAllowed(["POST"]);

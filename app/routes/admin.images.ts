// POST /admin/images: the item form's upload while it is being filled in (JavaScript), guarded
// by the admin's cookie session and CSRF secret instead of a bearer token. The same image code
// as POST /api/images: 5 MB (413) and image types judged by content (415), same words.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { checkCsrf, requireAdmin } from "~/admin-auth/session.server";
import { answer, json, methodNotAllowed } from "~/api/respond.server";
import { storeImage } from "~/images/images.server";
import { readMultipartForm } from "~/images/multipart.server";
import { IMAGE_MISSING } from "~/images/rules";
import { ShopError } from "~/platform/errors";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: ActionFunctionArgs) {
  // Before the body is read: only a signed-in admin gets to stream megabytes at us.
  const { session } = await requireAdmin(request);
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { fields, files } = await readMultipartForm(request, { fileFields: ["image"] });
    checkCsrf(request, session, fields);
    const upload = files[0];
    if (!upload) throw new ShopError("invalid", IMAGE_MISSING);
    const image = await storeImage(upload.bytes);
    const url = `/api/images/${image.id}`;
    return json({ _id: image.id, url }, 201, { Location: url });
  });
}

// How an image leaves the shop: immutable caching under its ETag, 304 when the client has it.
import { z } from "zod";
import { invalidInput } from "~/platform/errors";
import type { DeliverableImage } from "./images.server";
import { uploadStream } from "./files.server";

const MAX_REQUESTED_WIDTH = 4000;

const widthMessage = `w must be a whole number of pixels from 1 to ${MAX_REQUESTED_WIDTH}.`;

/** The query of an image GET: `?w=` is optional. */
export const ImageQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,5}$/, widthMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, widthMessage).max(MAX_REQUESTED_WIDTH, widthMessage))
    .optional(),
});

/** The `?w=` of an image request; a bad value is a 400. */
export function requestedWidth(url: URL): number | undefined {
  const query = ImageQuery.safeParse({ w: url.searchParams.get("w") ?? undefined });
  if (!query.success) throw invalidInput(query.error);
  return query.data.w;
}

function clientHas(request: Request, etag: string): boolean {
  const tags = request.headers.get("if-none-match");
  if (!tags) return false;
  return tags.split(",").some((tag) => {
    const plain = tag.trim().replace(/^W\//, "");
    return plain === "*" || plain === etag;
  });
}

export function imageResponse(request: Request, image: DeliverableImage): Response {
  const headers = new Headers({
    ETag: image.etag,
    // Each URL always names the same bytes: a new upload gets a new id.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  if (clientHas(request, image.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", image.contentType);
  headers.set("Content-Length", String(image.bytes));
  const body = request.method === "HEAD" ? null : uploadStream(image.path);
  return new Response(body, { status: 200, headers });
}

// The shop's images: stored once as WebP on upload, served with an ETag, narrower widths
// rendered on first request and kept.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ID_PATTERN } from "~/db/ids";
import { newId } from "~/db/ids.server";
import { images, type ImageRow } from "~/db/schema";
import { log } from "~/platform/log.server";
import { ShopError } from "~/platform/errors";
import { encodeForShop, renderWidth, type EncodedImage } from "./encode.server";
import { isUploadName, removeUpload, uploadPath, uploadSize, writeUpload } from "./files.server";
import { IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, MAX_IMAGE_BYTES } from "./rules";
import { sniffImageKind } from "./sniff.server";
import { variantWidth } from "./widths";

const WEBP = "image/webp";

export type DeliverableImage = { path: string; contentType: string; etag: string; bytes: number };

const etagOf = (data: Uint8Array) => `"${createHash("sha256").update(data).digest("base64url")}"`;

const variantFileName = (id: string, width: number) => `${id}-w${width}.webp`;

/** Checks, re-encodes and keeps an uploaded image. Throws 413/415 with the rules' messages. */
export async function storeImage(bytes: Uint8Array): Promise<ImageRow> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ShopError("too-large", IMAGE_TOO_LARGE);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new ShopError("unsupported-type", IMAGE_TYPE_NOT_ALLOWED);
  return keepImage(await encodeForShop(bytes, kind));
}

/** Keeps an image already in the shop's stored form, such as a demo picture painted earlier. */
export async function keepImage(encoded: EncodedImage): Promise<ImageRow> {
  const id = newId();
  const fileName = `${id}.webp`;
  await writeUpload(fileName, encoded.data);
  try {
    return db()
      .insert(images)
      .values({
        id,
        fileName,
        contentType: WEBP,
        width: encoded.width,
        height: encoded.height,
        bytes: encoded.data.byteLength,
        etag: etagOf(encoded.data),
      })
      .returning()
      .get();
  } catch (error) {
    await removeUpload(fileName);
    throw error;
  }
}

function findImage(id: string): ImageRow | undefined {
  if (!ID_PATTERN.test(id)) return undefined;
  return db().select().from(images).where(eq(images.id, id)).get();
}

/** Renders in flight in this process, so simultaneous first requests render once. */
const rendering = new Map<string, Promise<void>>();

async function renderVariant(image: ImageRow, width: number, original: string): Promise<void> {
  await writeUpload(variantFileName(image.id, width), await renderWidth(original, width));
  // One statement, so concurrent renders of different widths cannot drop each other's entry.
  db().run(sql`
    UPDATE ${images}
    SET variants = (
      SELECT json_group_array(value) FROM (
        SELECT value FROM json_each(${images.variants}) UNION SELECT CAST(${width} AS INTEGER) ORDER BY 1
      )
    )
    WHERE ${images.id} = ${image.id}`);
}

async function variantFile(image: ImageRow, width: number, original: string) {
  const name = variantFileName(image.id, width);
  const path = uploadPath(name);
  let bytes = await uploadSize(path);
  if (bytes === null) {
    let job = rendering.get(name);
    if (!job) {
      job = renderVariant(image, width, original).finally(() => rendering.delete(name));
      rendering.set(name, job);
    }
    await job;
    bytes = await uploadSize(path);
  }
  return bytes === null ? null : { path, bytes };
}

/** The file to send for `/api/images/{id}` (and `?w=`), or null when there is no such image. */
export async function imageForDelivery(
  id: string,
  width?: number,
): Promise<DeliverableImage | null> {
  const image = findImage(id);
  if (!image) return null;
  const original = uploadPath(image.fileName);
  const originalBytes = await uploadSize(original);
  if (originalBytes === null) {
    log.warn({ imageId: id }, "image row without its file");
    return null;
  }
  const snapped = width === undefined ? null : variantWidth(width, image.width);
  if (snapped === null) {
    return {
      path: original,
      contentType: image.contentType,
      etag: image.etag,
      bytes: originalBytes,
    };
  }
  const variant = await variantFile(image, snapped, original).catch((error: unknown) => {
    // No room to keep a narrower copy: the original still serves the page.
    if (error instanceof ShopError && error.kind === "storage") return "original" as const;
    throw error;
  });
  if (variant === "original") {
    log.warn({ imageId: id, width: snapped }, "variant not stored (disk full or read-only)");
    return {
      path: original,
      contentType: image.contentType,
      etag: image.etag,
      bytes: originalBytes,
    };
  }
  if (!variant) return null;
  // A variant is a function of the original and its width, so its tag is too.
  const etag = `${image.etag.slice(0, -1)}-w${snapped}"`;
  return { ...variant, contentType: WEBP, etag };
}

/** The file to send for `/uploads/{name}`: only stored images, found by their file name. */
export async function uploadFile(name: string, width?: number): Promise<DeliverableImage | null> {
  if (!isUploadName(name)) return null;
  const image = db().select({ id: images.id }).from(images).where(eq(images.fileName, name)).get();
  return image ? imageForDelivery(image.id, width) : null;
}

/** Forgets an image and removes its files. Items keep working: their references are cleared. */
export async function deleteImage(id: string): Promise<boolean> {
  if (!ID_PATTERN.test(id)) return false;
  const image = db().delete(images).where(eq(images.id, id)).returning().get();
  if (!image) return false;
  const names = [image.fileName, ...image.variants.map((width) => variantFileName(id, width))];
  await Promise.all(names.map((name) => removeUpload(name)));
  return true;
}

// Reads a multipart form under hard limits while it streams: no part over 5 MB and no request
// over 30 MB is ever held in memory.
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { ShopError } from "~/platform/errors";
import { isUnsafeFieldName, UNSAFE_FIELD_NAME } from "~/platform/field-names";
import { FORM_TOO_LARGE, MAX_FORM_BYTES, MAX_FORM_FILES } from "~/platform/limits";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "./rules";

const MAX_TEXT_FIELD_BYTES = 1024 * 1024;

export type UploadedFile = { field: string; filename: string; bytes: Uint8Array };
export type MultipartForm = {
  fields: FormData;
  files: UploadedFile[];
  /** Files over 5 MB that were skipped (only with `oversized: "report"`). */
  oversized: { field: string; filename: string }[];
};

const formTooLarge = () => new ShopError("too-large", FORM_TOO_LARGE);
const tooManyFiles = () =>
  new ShopError("too-large", `Send at most ${MAX_FORM_FILES} images in one request.`);

/** Passes the body through, failing as soon as more than `limit` bytes have arrived. */
function capped(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(formTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function readPart(data: AsyncIterable<Uint8Array>, limit: number, tooLarge: () => Error) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Reads a file part, or drains it and answers null once it passes the limit. */
async function readPartOrSkip(data: AsyncIterable<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks, size);
}

export async function readMultipartForm(
  request: Request,
  {
    fileFields,
    oversized: onOversized = "reject",
  }: {
    fileFields: string[];
    /**
     * "report": a file over 5 MB is skipped and listed instead of failing the whole form, so an
     * HTML form can answer beside its field and keep what was typed.
     */
    oversized?: "reject" | "report";
  },
): Promise<MultipartForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType) || !request.body) {
    throw new ShopError("invalid", "Send the form as multipart/form-data.");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw formTooLarge();

  const files: UploadedFile[] = [];
  const oversized: MultipartForm["oversized"] = [];
  // Our own handler rather than Remix's memory handler: a part that handler's filter skips is
  // buffered by the parser whole, while this one drains unwanted parts under the same limits.
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (isUnsafeFieldName(name)) throw new ShopError("invalid", UNSAFE_FIELD_NAME);
    if (filename === undefined) {
      const text = await readPart(
        data,
        MAX_TEXT_FIELD_BYTES,
        () => new ShopError("too-large", `The field "${name}" is too long.`),
      );
      return text.toString("utf8");
    }
    if (files.length + oversized.length >= MAX_FORM_FILES) throw tooManyFiles();
    const bytes =
      onOversized === "report" && fileFields.includes(name)
        ? await readPartOrSkip(data, MAX_IMAGE_BYTES)
        : await readPart(data, MAX_IMAGE_BYTES, () => new ShopError("too-large", IMAGE_TOO_LARGE));
    if (bytes === null) {
      oversized.push({ field: name, filename });
      return undefined;
    }
    // A file input left empty still sends a part: no name, no bytes.
    if (fileFields.includes(name) && (filename !== "" || bytes.byteLength > 0)) {
      files.push({ field: name, filename, bytes });
    }
    return undefined;
  };

  const body = capped(request.body, MAX_FORM_BYTES);
  const streaming = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: "half",
  } as RequestInit);
  try {
    const fields = await unstable_parseMultipartFormData(streaming, handler);
    return { fields, files, oversized };
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw new ShopError("invalid", "The form could not be read. Send it as multipart/form-data.");
  }
}

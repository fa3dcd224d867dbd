// Reads a bouquet's multipart body (POST/PUT /api/collection) into checked fields
// and the images it carries.
import { ItemFields } from "~/catalogue/item-input";
import type { NewImages } from "~/catalogue/item-writes.server";
import { readMultipartForm } from "~/images/multipart.server";
import { invalidInput } from "~/platform/errors";
import { readJson } from "./respond.server";

const IMAGE_FIELDS = ["image", "galleryImages", "gallery"];

export async function readItemBody(
  request: Request,
): Promise<{ fields: ItemFields; images: NewImages }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("application/json")) {
    return { fields: await readJson(request, ItemFields), images: {} };
  }
  const form = await readMultipartForm(request, { fileFields: IMAGE_FIELDS });
  const values: Record<string, string> = {};
  for (const [name, value] of form.fields) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  const parsed = ItemFields.safeParse(values);
  if (!parsed.success) throw invalidInput(parsed.error);
  return {
    fields: parsed.data,
    images: {
      image: form.files.find((file) => file.field === "image")?.bytes,
      gallery: form.files.filter((file) => file.field !== "image").map((file) => file.bytes),
    },
  };
}

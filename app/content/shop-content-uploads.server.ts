// The "Shop content" form as posted, with the pictures uploaded in it: a multipart form (what
// the page sends, with or without JavaScript) is read under the uploads' limits, each file is
// stored by the same code as the item form's (sniffed, re-encoded, its variants made) and stands
// in the form as the chosen picture's id, so a refusal elsewhere keeps it. A plain urlencoded
// form (older pages, scripts) is read as before.
import {
  checkCsrf,
  requireAdmin,
  requireAdminForm,
  type AdminRequest,
} from "~/admin-auth/session.server";
import { storeImage } from "~/images/images.server";
import { readMultipartForm } from "~/images/multipart.server";
import { IMAGE_TOO_LARGE } from "~/images/rules";
import { isShopError } from "~/platform/errors";
import { BRAND_PAGES, MAX_HERO_SLIDES } from "./shop-content";
import { pictureFieldOf, uploadFieldOf } from "./shop-content-form";

/**
 * The picture boxes that take an upload: each hero slide's and each brand page's, and the
 * picture of each for the Arabic pages.
 */
export const UPLOADABLE_PICTURES: string[] = [
  ...Array.from({ length: MAX_HERO_SLIDES }, (_, index) => `heroSlides.${index}.image`),
  ...BRAND_PAGES.map((page) => `${page}.image`),
].flatMap((field) => [field, `${field}Ar`]);

export interface ContentFormPost extends AdminRequest {
  form: FormData;
  /** Refusals of uploaded files, by the picture box they were meant for. */
  uploadErrors: Record<string, string[]>;
}

export async function readContentForm(request: Request): Promise<ContentFormPost> {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (!multipart) return { ...(await requireAdminForm(request)), uploadErrors: {} };
  const guard = await requireAdmin(request);
  const { fields, files, oversized } = await readMultipartForm(request, {
    fileFields: UPLOADABLE_PICTURES.map(uploadFieldOf),
    oversized: "report",
  });
  checkCsrf(request, guard.session, fields);
  const uploadErrors: Record<string, string[]> = {};
  const refuse = (uploadField: string, message: string) => {
    (uploadErrors[pictureFieldOf(uploadField)] ??= []).push(message);
  };
  for (const file of oversized) refuse(file.field, IMAGE_TOO_LARGE);
  for (const file of files) {
    try {
      const image = await storeImage(file.bytes);
      fields.set(pictureFieldOf(file.field), image.id);
    } catch (error) {
      if (!isShopError(error)) throw error;
      refuse(file.field, error.message);
    }
  }
  return { ...guard, form: fields, uploadErrors };
}

// Upload rules and their messages. Not server-only: the admin form
// can check the size before sending.

export const MAX_IMAGE_BYTES = 5_242_880;

export const IMAGE_TOO_LARGE = "Image is too large. Maximum size is 5MB.";
export const IMAGE_TYPE_NOT_ALLOWED =
  "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.";
export const IMAGE_MISSING = "Please upload an image";

/** For `<input type="file" accept>`; the server still judges by content. */
export const IMAGE_ACCEPT =
  "image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.gif,.webp,.heic,.heif";

const ALLOWED = IMAGE_ACCEPT.split(",");

/**
 * What is wrong with a chosen file before it is sent (judged by MIME type or file
 * extension), or null. The server still judges the bytes themselves.
 */
export function imageFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0];
  const allowed =
    ALLOWED.includes(file.type.toLowerCase()) || (extension ? ALLOWED.includes(extension) : false);
  return allowed ? null : IMAGE_TYPE_NOT_ALLOWED;
}

// The name under /uploads of an image's stored original, for the diagnostic pages.
import { basename } from "node:path";
import { imageForDelivery } from "~/images/images.server";

export async function storedFileName(imageId: string): Promise<string | null> {
  const image = await imageForDelivery(imageId);
  return image ? basename(image.path) : null;
}

// The storefront's own pictures — hero slides, portfolio, 'Trusted By' logos — by slot.
import { asc, eq, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images, siteImages } from "~/db/schema";

export interface SiteImage {
  slot: string;
  imageId: string;
  caption: string;
  /** The stored picture's own size, for its aspect ratio on the page. */
  width: number;
  height: number;
}

/** Images whose slot starts with the group name ("hero", "portfolio", "trusted"), in slot order. */
export function siteImagesOf(group: "hero" | "portfolio" | "trusted"): SiteImage[] {
  return db()
    .select({
      slot: siteImages.slot,
      imageId: siteImages.imageId,
      caption: siteImages.caption,
      width: images.width,
      height: images.height,
    })
    .from(siteImages)
    .innerJoin(images, eq(images.id, siteImages.imageId))
    .where(like(siteImages.slot, `${group}-%`))
    .orderBy(asc(siteImages.slot))
    .all();
}

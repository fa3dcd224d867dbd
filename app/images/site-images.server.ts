// The storefront's own pictures — hero slides (and their mirrored twins for the Arabic pages),
// portfolio, 'Trusted By' logos — by slot.
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

export type SiteImageGroup = "hero" | "arabic-hero" | "portfolio" | "trusted";

/** Images whose slot starts with the group name ("hero-1", "arabic-hero-1" …), in slot order. */
export function siteImagesOf(group: SiteImageGroup): SiteImage[] {
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

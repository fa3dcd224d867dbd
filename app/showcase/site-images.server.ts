// The storefront's own pictures — hero slides, portfolio, 'Trusted By' logos — by slot.
import { asc, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteImages } from "~/db/schema";

export interface SiteImage {
  slot: string;
  imageId: string;
  caption: string;
}

/** Images whose slot starts with the group name ("hero", "portfolio", "trusted"), in slot order. */
export function siteImagesOf(group: "hero" | "portfolio" | "trusted"): SiteImage[] {
  return db()
    .select()
    .from(siteImages)
    .where(like(siteImages.slot, `${group}-%`))
    .orderBy(asc(siteImages.slot))
    .all();
}

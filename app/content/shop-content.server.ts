// The shop's content as saved, part by part, over the demo shop's: read through a copy kept in
// memory while the catalogue counter stands still (every save raises it, from any process), so a
// page shows a change at once and reads the database once per change, not once per request.
import { asc, desc } from "drizzle-orm";
import { catalogueVersions } from "~/catalogue/catalogue-version.server";
import { db } from "~/db/client.server";
import { ID_PATTERN } from "~/db/ids";
import { items, shopContent, shopContentChanges, siteImages } from "~/db/schema";
import { siteImagesOf } from "~/images/site-images.server";
import { env } from "~/platform/env.server";
import { demoShopContent } from "./shop-content-demo";
import {
  BRAND_PAGES,
  CONTENT_PARTS,
  type BrandPage,
  partOf,
  ShopContent,
  type ContentPart,
  type PolicyPage,
} from "./shop-content";

export interface StoredContent {
  content: ShopContent;
  /** The parts never changed from the demo shop's. */
  demoParts: ContentPart[];
}

type Reader = Pick<ReturnType<typeof db>, "select">;

/** The demo shop's content as a save would keep it (trimmed), so unchanged parts compare equal. */
function demoContent(): ShopContent {
  const demo = demoShopContent(
    {
      hero: siteImagesOf("hero").map((image) => image.imageId),
      heroAr: siteImagesOf("arabic-hero").map((image) => image.imageId),
      trusted: siteImagesOf("trusted").map((image) => ({
        name: image.caption,
        image: image.imageId,
      })),
    },
    { trn: env().SHOP_TRN, address: env().SHOP_ADDRESS, shopName: env().SHOP_NAME },
  );
  // A shop without its pictures (no hero image yet) keeps the demo as it is.
  const parsed = ShopContent.safeParse(demo);
  return parsed.success ? parsed.data : demo;
}

export function readStored(reader: Reader = db()): StoredContent {
  const rows = new Map(
    reader
      .select()
      .from(shopContent)
      .all()
      .map((row) => [row.part, row]),
  );
  const demo = demoContent();
  const value = (part: ContentPart) => {
    const row = rows.get(part);
    return row ? row.value : partOf(demo, part);
  };
  const content = {
    ...Object.fromEntries(
      CONTENT_PARTS.filter((part) => !part.startsWith("pages.")).map((part) => [part, value(part)]),
    ),
    pages: Object.fromEntries(
      CONTENT_PARTS.filter((part) => part.startsWith("pages.")).map((part) => [
        part.slice(6),
        value(part),
      ]),
    ),
  } as ShopContent;
  const demoParts = CONTENT_PARTS.filter((part) => rows.get(part)?.demo ?? true);
  return { content: withArabicPictures(content), demoParts };
}

/** Parts saved before the pictures for Arabic pages existed read as having none. */
function withArabicPictures(content: ShopContent): ShopContent {
  const page = (part: BrandPage) => ({ ...content[part], imageAr: content[part].imageAr ?? null });
  return {
    ...content,
    heroSlides: content.heroSlides.map((slide) => ({ ...slide, imageAr: slide.imageAr ?? null })),
    ...(Object.fromEntries(BRAND_PAGES.map((part) => [part, page(part)])) as Pick<
      ShopContent,
      BrandPage
    >),
  };
}

let kept: { version: number; stored: StoredContent } | undefined;

/** The content in force and which parts are still the demo's. */
export function storedShopContent(): StoredContent {
  const version = catalogueVersions().catalogue;
  if (kept?.version !== version) kept = { version, stored: readStored() };
  return kept.stored;
}

/** After a save: the next read goes to the database (any process's save raises the counter too). */
export function forgetKeptContent(): void {
  kept = undefined;
}

export function currentShopContent(): ShopContent {
  return storedShopContent().content;
}

/** Whether a policy page is still the demo's draft. */
export function isDraftPage(page: PolicyPage): boolean {
  return storedShopContent().demoParts.includes(`pages.${page}`);
}

export interface ContentChange {
  changed: string[];
  changedBy: string;
  changedAt: string;
}

/** The latest saves, newest first. */
export function shopContentHistory(limit = 10): ContentChange[] {
  return db()
    .select({
      changed: shopContentChanges.changed,
      changedBy: shopContentChanges.changedBy,
      changedAt: shopContentChanges.changedAt,
    })
    .from(shopContentChanges)
    .orderBy(desc(shopContentChanges.id))
    .limit(limit)
    .all();
}

/** The pictures the content may show: the site's own (hero, portfolio, logos), then the bouquets'. */
export function contentImageChoices(): { id: string; label: string }[] {
  const site = db()
    .select({ slot: siteImages.slot, id: siteImages.imageId, caption: siteImages.caption })
    .from(siteImages)
    .orderBy(asc(siteImages.slot))
    .all()
    .map((image) => ({
      id: image.id,
      label: image.caption ? `${image.slot}: ${image.caption}` : image.slot,
    }));
  const bouquets = db()
    .select({ id: items.mainImageId, title: items.title })
    .from(items)
    .orderBy(asc(items.title))
    .all()
    .filter((item): item is { id: string; title: string } => ID_PATTERN.test(item.id ?? ""))
    .map((item) => ({ id: item.id, label: `Bouquet: ${item.title}` }));
  const seen = new Set<string>();
  return [...site, ...bouquets].filter((image) => !seen.has(image.id) && seen.add(image.id));
}

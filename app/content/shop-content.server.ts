// The shop's content as saved, part by part, over the demo shop's: read through a copy kept in
// memory while the catalogue counter stands still (every save raises it, from any process), so a
// page shows a change at once and reads the database once per change, not once per request.
import { asc, desc } from "drizzle-orm";
import { catalogueVersions } from "~/catalogue/catalogue-version.server";
import { db } from "~/db/client.server";
import { ID_PATTERN } from "~/db/ids";
import { items, shopContent, shopContentChanges, siteImages } from "~/db/schema";
import { siteImagesOf } from "~/images/site-images.server";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { invalidInput, ShopError } from "~/platform/errors";
import { OWNERS_ONLY, isOwner, type Admin } from "~/admin-auth/roles";
import { tellOwnersOfContactChange } from "./contact-change-mail.server";
import { demoShopContent } from "./shop-content-demo";
import {
  CONTENT_PARTS,
  LATER_PARTS,
  partOf,
  OWNER_PARTS,
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

function readStored(reader: Reader = db()): StoredContent {
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
  return { content, demoParts };
}

let kept: { version: number; stored: StoredContent } | undefined;

/** The content in force and which parts are still the demo's. */
export function storedShopContent(): StoredContent {
  const version = catalogueVersions().catalogue;
  if (kept?.version !== version) kept = { version, stored: readStored() };
  return kept.stored;
}

export function currentShopContent(): ShopContent {
  return storedShopContent().content;
}

/** Whether a policy page is still the demo's draft. */
export function isDraftPage(page: PolicyPage): boolean {
  return storedShopContent().demoParts.includes(`pages.${page}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the whole content. Staff may change everything but the legal details and the policy
 * pages (403 when they try); a part left as it was keeps its demo mark, a changed one loses it,
 * and so does a policy page an owner publishes as written (`publish`): its text is then theirs.
 * Each save is kept whole with who and when, and named in the activity log; the owners are
 * emailed when staff change the contact details.
 */
export function saveShopContent(
  input: unknown,
  admin: Admin,
  now = currentTime(),
  publish: readonly PolicyPage[] = [],
): StoredContent {
  const published: ContentPart[] = publish.map((page) => `pages.${page}` as const);
  if (!isOwner(admin) && published.length > 0) {
    throw new ShopError("forbidden", OWNERS_ONLY.content);
  }
  db().transaction(
    (tx) => {
      const before = readStored(tx);
      const parsed = ShopContent.safeParse(keepingLaterParts(input, before.content));
      if (!parsed.success) throw invalidInput(parsed.error);
      const next = parsed.data;
      const changed = CONTENT_PARTS.filter(
        (part) => !same(partOf(before.content, part), partOf(next, part)),
      );
      if (!isOwner(admin) && changed.some((part) => OWNER_PARTS.includes(part))) {
        throw new ShopError("forbidden", OWNERS_ONLY.content);
      }
      const at = now.toISOString();
      for (const part of CONTENT_PARTS) {
        const demo =
          before.demoParts.includes(part) && !changed.includes(part) && !published.includes(part);
        const row = { value: partOf(next, part), demo, changedBy: admin.username, changedAt: at };
        if (!changed.includes(part) && !before.demoParts.includes(part)) continue;
        tx.insert(shopContent)
          .values({ part, ...row })
          .onConflictDoUpdate({ target: shopContent.part, set: row })
          .run();
      }
      tx.insert(shopContentChanges)
        .values({ content: next, changed, changedBy: admin.username, changedAt: at })
        .run();
      recordActivity(
        {
          actor: admin.username,
          action: "content-changed",
          details: published.length > 0 ? { changed, published } : { changed },
        },
        tx,
      );
      // Staff's change of where customers reach the shop is news to the owners.
      if (!isOwner(admin) && changed.includes("contact")) {
        tellOwnersOfContactChange(tx, admin, before.content.contact, next.contact);
      }
    },
    { behavior: "immediate" },
  );
  kept = undefined;
  return storedShopContent();
}

/** The whole object with each later part it leaves out as it is now (older clients omit them). */
function keepingLaterParts(input: unknown, now: ShopContent): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const kept = Object.fromEntries(
    LATER_PARTS.filter((part) => !Object.hasOwn(input, part)).map((part) => [part, now[part]]),
  );
  return { ...input, ...kept };
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

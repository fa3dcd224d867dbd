// Saving the shop's content: the whole object replaced in one transaction, each change kept with
// who and when, and the owners told when staff change the contact details. Reading it is
// shop-content.server.ts's, which the mail modules use: this module alone sends mail.
import { db } from "~/db/client.server";
import { shopContent, shopContentChanges } from "~/db/schema";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { invalidInput, ShopError } from "~/platform/errors";
import { OWNERS_ONLY, isOwner, type Admin } from "~/admin-auth/roles";
import { tellOwnersOfContactChange } from "./contact-change-mail.server";
import {
  CONTENT_PARTS,
  LATER_PARTS,
  partOf,
  OWNER_PARTS,
  ShopContent,
  type ContentPart,
  type PolicyPage,
} from "./shop-content";

import {
  forgetKeptContent,
  readStored,
  storedShopContent,
  type StoredContent,
} from "./shop-content.server";

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
  forgetKeptContent();
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

// Owners hear of every change to the team (a colleague added, removed, given another role, an
// account reset from the server): one email to each owner, written to the outbox by the same
// transaction as the change, so the news is never lost and never tells of a change undone.
import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { shopEmail } from "~/content/shop-mail.server";
import { brandName } from "~/content/brand.server";
import { admins } from "~/db/schema";
import { framedMail } from "~/mail/frame.server";
import { currentTime, shopClock } from "~/platform/clock.server";
import { queueMail } from "~/platform/outbox.server";

type Writer = Pick<Db, "select" | "insert">;

/**
 * Where the owners are written to: each owner's own address, and the shop's address (once) for
 * the owners who have none.
 */
export function ownerAddresses(reader: Pick<Db, "select">): string[] {
  const owners = reader
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.role, "owner"))
    .all();
  const addresses = new Set<string>();
  for (const owner of owners) addresses.add(owner.email?.trim() || shopEmail());
  return [...addresses];
}

export interface TeamNews {
  /** What happened, in a few words, after the shop's name in the subject. */
  headline: string;
  /** The body's sentences about it. */
  lines: string[];
}

/**
 * Writes the news to every address given (owners before the change and after it, so a demoted
 * or removed owner hears too), in the caller's transaction.
 */
export function tellOwners(writer: Writer, addresses: string[], news: TeamNews): void {
  const shopName = brandName("en");
  const event = newId();
  const when = DateTime.fromJSDate(currentTime(), { zone: shopClock().timeZone }).toFormat(
    "d LLL yyyy, HH:mm",
  );
  queueMail(
    [...new Set(addresses)].map((to) => ({
      key: `team:${event}:${to}`,
      ...framedMail(to, {
        subject: `${shopName} team — ${news.headline}`,
        lines: [
          ...news.lines,
          `When: ${when} (Dubai time).`,
          "",
          "You receive this because you are an owner of the shop's admin. If you did not expect this change, sign in and check the team and the activity log.",
        ],
        links: [
          { text: "Team", href: "/admin/team" },
          { text: "Activity log", href: "/admin/activity" },
        ],
      }),
    })),
    writer,
  );
}

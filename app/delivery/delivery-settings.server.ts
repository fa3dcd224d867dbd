// The delivery settings in force and their history: every change is a new row, so who changed
// what, and when, is never lost.
import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deliverySettingsChanges } from "~/db/schema";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import {
  defaultDeliverySettings,
  repeatedDates,
  withZones,
  type DeliverySettings,
} from "./delivery-settings";
import type { DeliveryZone } from "./zones";
import { deliveryWindow, isRealDate, type ShopClock, type SlotHours } from "./delivery-window";

type Reader = Pick<ReturnType<typeof db>, "select">;

export interface DeliverySettingsChange {
  settings: DeliverySettings;
  changedBy: string;
  changedAt: string;
}

/** The newest settings, or the defaults (the cut-off from SAME_DAY_CUTOFF) until one is saved. */
export function currentDeliverySettings(reader: Reader = db()): DeliverySettings {
  const row = reader
    .select({ settings: deliverySettingsChanges.settings })
    .from(deliverySettingsChanges)
    .orderBy(desc(deliverySettingsChanges.id))
    .limit(1)
    .get();
  const saved = row?.settings as DeliverySettings | undefined;
  return saved ? withZones(saved) : defaultDeliverySettings(env().SAME_DAY_CUTOFF);
}

type Writer = Pick<ReturnType<typeof db>, "insert">;

/** The new settings row, and a line in the activity log naming what changed. */
function writeSettings(
  tx: Reader & Writer,
  settings: DeliverySettings,
  by: string,
  now: Date,
): void {
  const before = currentDeliverySettings(tx) as unknown as Record<string, unknown>;
  const after = settings as unknown as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  tx.insert(deliverySettingsChanges)
    .values({ settings, changedBy: by, changedAt: now.toISOString() })
    .run();
  recordActivity({ actor: by, action: "delivery-settings-changed", details: { changed } }, tx);
}

/**
 * Replaces the settings; without zones or slot hours (a client that knows nothing of them) those
 * in force stay.
 */
export function saveDeliverySettings(
  settings: Omit<DeliverySettings, "zones" | "slotHours"> & {
    zones?: DeliveryZone[];
    slotHours?: SlotHours;
  },
  by: string,
  now = currentTime(),
): DeliverySettings {
  return db().transaction(
    (tx) => {
      const current = currentDeliverySettings(tx);
      const next = {
        ...settings,
        zones: settings.zones ?? current.zones,
        slotHours: settings.slotHours ?? current.slotHours,
      };
      writeSettings(tx, next, by, now);
      return next;
    },
    { behavior: "immediate" },
  );
}

/** The latest changes, newest first. */
export function deliverySettingsHistory(limit = 10): DeliverySettingsChange[] {
  return db()
    .select({
      settings: deliverySettingsChanges.settings,
      changedBy: deliverySettingsChanges.changedBy,
      changedAt: deliverySettingsChanges.changedAt,
    })
    .from(deliverySettingsChanges)
    .orderBy(desc(deliverySettingsChanges.id))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, settings: withZones(row.settings as DeliverySettings) }));
}

/** The shop's clock with the florists' same-day cut-off and slot hours. */
export function deliveryClock(settings = currentDeliverySettings()): ShopClock {
  return {
    timeZone: env().SHOP_TIMEZONE,
    sameDayCutoff: settings.sameDayCutoff,
    slotHours: settings.slotHours,
  };
}

/** The slots' hours in force. */
export const currentSlotHours = (): SlotHours => currentDeliverySettings().slotHours;

/**
 * One change of the admin's delivery page, made on the settings in force in one lock, so two
 * florists saving at once each keep the other's change.
 */
export function changeDeliverySettings(
  change: (current: DeliverySettings) => DeliverySettings,
  by: string,
  now = currentTime(),
): DeliverySettings {
  return db().transaction(
    (tx) => {
      const next = change(currentDeliverySettings(tx));
      const [repeat] = repeatedDates(next);
      if (repeat) throw new ShopError("invalid", repeat.message, { date: [repeat.message] });
      const sorted = {
        ...next,
        closedDates: [...next.closedDates].sort((a, b) => a.date.localeCompare(b.date)),
        specialDates: [...next.specialDates].sort((a, b) => a.date.localeCompare(b.date)),
      };
      writeSettings(tx, sorted, by, now);
      return sorted;
    },
    { behavior: "immediate" },
  );
}

/**
 * The delivery day an admin page asks for (`?date=YYYY-MM-DD`), or today on the shop's clock
 * when it names none or no real day; with today, to tell the two apart.
 */
export function askedDeliveryDay(request: Request): { date: string; today: string } {
  const today = deliveryWindow(currentTime(), deliveryClock()).today;
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  return { date: isRealDate(asked) ? asked : today, today };
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { allInEnglish } from "~/i18n/in-english.server";
import { availabilityRange } from "~/delivery/availability";
import { availabilityBetween } from "~/delivery/bookings.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { deliveryWindow } from "~/delivery/delivery-window";
import { zoneRulesFor } from "~/delivery/zones";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { CATALOGUE_PAGE, SHOWS_BOOKINGS } from "~/platform/http-cache";

/**
 * GET /api/delivery/availability?from=&to=&area= — which dates and slots can still be ordered;
 * with `area`, for that area's zone (its same-day and lead days; 409 outside every zone).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    const params = new URL(request.url).searchParams;
    const now = currentTime();
    const settings = currentDeliverySettings();
    const area = params.get("area")?.trim();
    const zone = area ? zoneRulesFor(area, settings, "area") : null;
    const range = availabilityRange(
      { from: params.get("from"), to: params.get("to") },
      deliveryWindow(now, deliveryClock(settings)),
    );
    if ("problem" in range) throw new ShopError("invalid", range.problem);
    // Places change with every order: a browser asks again each time. Why a slot is closed is
    // said in English.
    const days = availabilityBetween(range.from, range.to, now, { settings, zone });
    return json(allInEnglish(days), 200, {
      "Cache-Control": CATALOGUE_PAGE,
      [SHOWS_BOOKINGS]: "1",
    });
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { availabilityRange } from "~/delivery/availability";
import { availabilityBetween } from "~/delivery/bookings.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { deliveryWindow } from "~/delivery/delivery-window";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { CATALOGUE_PAGE, SHOWS_BOOKINGS } from "~/platform/http-cache";

/** GET /api/delivery/availability?from=&to= — which dates and slots can still be ordered. */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    const params = new URL(request.url).searchParams;
    const now = currentTime();
    const settings = currentDeliverySettings();
    const range = availabilityRange(
      { from: params.get("from"), to: params.get("to") },
      deliveryWindow(now, deliveryClock(settings)),
    );
    if ("problem" in range) throw new ShopError("invalid", range.problem);
    // Places change with every order: a browser asks again each time.
    return json(availabilityBetween(range.from, range.to, now, { settings }), 200, {
      "Cache-Control": CATALOGUE_PAGE,
      [SHOWS_BOOKINGS]: "1",
    });
  });
}

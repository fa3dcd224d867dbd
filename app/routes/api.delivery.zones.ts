import { answer, json } from "~/api/respond.server";
import { zoneJson } from "~/api/shapes.server";
import { currentDeliverySettings } from "~/delivery/delivery-settings.server";
import { CATALOGUE_PAGE } from "~/platform/http-cache";

/** GET /api/delivery/zones — the areas delivered to, grouped with their fee and timing. */
export function loader() {
  return answer(() =>
    // The florists may change a zone at any time: a browser asks again each time.
    json(currentDeliverySettings().zones.map(zoneJson), 200, { "Cache-Control": CATALOGUE_PAGE }),
  );
}

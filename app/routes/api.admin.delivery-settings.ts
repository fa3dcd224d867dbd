import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { requireDeliverySettingsChanger } from "~/admin-auth/roles";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { deliverySettingsJson } from "~/api/shapes.server";
import { DeliverySettingsInput } from "~/delivery/delivery-settings";
import { currentDeliverySettings, saveDeliverySettings } from "~/delivery/delivery-settings.server";

/** GET /api/admin/delivery-settings (admin): the settings in force. */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    return json(deliverySettingsJson(currentDeliverySettings()));
  });
}

/** PUT /api/admin/delivery-settings (owners; 403 for staff): replaces the whole settings object. */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    const admin = requireApiAdmin(request);
    if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
    requireDeliverySettingsChanger(admin);
    const settings = await readJson(request, DeliverySettingsInput);
    return json(deliverySettingsJson(saveDeliverySettings(settings, admin.username)));
  });
}

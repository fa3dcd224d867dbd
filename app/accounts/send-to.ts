// 'Send to: …' at checkout: which of the form's fields one of the customer's saved recipients
// fills (a gift, to their address). The server fills them without JavaScript, the browser in place.
// Browser-safe.
import type { StoredAddress } from "~/db/stored-address";

/** A recipient as 'Send to' offers it: what fills the form. */
export interface SendToChoice {
  id: string;
  name: string;
  phone: string;
  address: StoredAddress;
}

/** The no-script 'Use' button's intent: the form comes back filled with the recipient chosen. */
export const SEND_TO = "send-to";

/** The field that names the recipient chosen. */
export const SEND_TO_FIELD = "sendTo";

/** The form's fields as the recipient fills them ('on' for the gift box). */
export function sendToFields(chosen: SendToChoice): Record<string, string> {
  const { address } = chosen;
  return {
    gift: "on",
    recipientName: chosen.name,
    recipientPhone: chosen.phone,
    emirate: address.emirate,
    area: address.area,
    building: address.building,
    flat: address.flat ?? "",
    street: address.street ?? "",
    landmark: address.landmark ?? "",
    makani: address.makani ?? "",
    mapUrl: address.mapUrl ?? "",
  };
}

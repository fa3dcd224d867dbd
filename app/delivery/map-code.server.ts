// The code on the packing slip a driver scans for the way there: the order's Google Maps link, or
// else its Makani number as a link to Dubai's Makani map. Drawn on the server as SVG, so the slip
// prints it without a script or an image request.
import type { DeliveryAddress } from "./address";

/** What the code opens: the map link, or the Makani map at that entrance; null without either. */
export function mapCodeTarget(
  address: Partial<Pick<DeliveryAddress, "mapUrl" | "makani">> | null,
): string | null {
  if (address?.mapUrl) return address.mapUrl;
  if (address?.makani) return `https://www.makani.ae/q?l=en&t=1&m=${address.makani}`;
  return null;
}

/** The code as an SVG element (path data only; no text of the order inside it). */
export async function mapCodeSvg(
  address: Partial<Pick<DeliveryAddress, "mapUrl" | "makani">> | null,
): Promise<string | null> {
  const target = mapCodeTarget(address);
  if (!target) return null;
  // Loaded on first use: only the packing slips draw one.
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(target, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

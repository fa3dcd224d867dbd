// A delivery address as people read it: the building and flat, the street, the area and emirate,
// then what helps a driver (landmark, Makani, the map pin as a link). The customer's words keep
// their own direction (dir="auto"); the area and emirate are named in the page's language.
import type { DeliveryAddress } from "~/delivery/address";
import { EMIRATES } from "~/delivery/emirates";
import { DEFAULT_ZONES, zoneForArea } from "~/delivery/zones";
import { useTranslator } from "~/i18n/use-translator";

export function AddressLines({ address }: { address: DeliveryAddress }) {
  const { t, language } = useTranslator();
  const arabic = language === "ar";
  const areaAr = arabic
    ? // The Arabic name of an area the shop started with; one the florists added reads as stored.
      zoneForArea(DEFAULT_ZONES, address.area)?.areas.find((area) => area.en === address.area)?.ar
    : null;
  const emirateAr = arabic
    ? EMIRATES.find((emirate) => emirate.name === address.emirate)?.nameAr
    : null;
  const separator = arabic ? "، " : ", ";
  return (
    <span className="address-lines">
      <span className="address-lines__line" dir="auto">
        {[address.building, address.flat].filter(Boolean).join(", ")}
      </span>
      {address.street ? (
        <span className="address-lines__line" dir="auto">
          {address.street}
        </span>
      ) : null}
      <span className="address-lines__line">
        {areaAr ?? address.area}
        {separator}
        {emirateAr ?? address.emirate}
      </span>
      {address.landmark ? (
        <span className="address-lines__line">
          {t("address.shown.landmark")}: <bdi dir="auto">{address.landmark}</bdi>
        </span>
      ) : null}
      {address.makani ? (
        <span className="address-lines__line">
          {t("address.shown.makani")}: <bdi dir="ltr">{address.makani}</bdi>
        </span>
      ) : null}
      {address.mapUrl ? (
        <span className="address-lines__line">
          <a href={address.mapUrl} rel="noopener noreferrer nofollow">
            {t("address.openMap")}
          </a>
        </span>
      ) : null}
    </span>
  );
}

// A delivery address as people read it: the building and flat, the street, the area and emirate,
// then what helps a driver (landmark, Makani, the map pin as a link). The customer's words keep
// their own direction (dir="auto"); the area and emirate are named in the page's language, and
// the parts of a line are joined by its comma («، » in Arabic).
import type { DeliveryAddress } from "~/delivery/address";
import { areaName, emirateName } from "~/delivery/address-words";
import { joinParts } from "~/i18n/format";
import { useTranslator } from "~/i18n/use-translator";

export function AddressLines({ address }: { address: DeliveryAddress }) {
  const { t, language } = useTranslator();
  return (
    <span className="address-lines">
      <span className="address-lines__line" dir="auto">
        {joinParts([address.building, address.flat], language)}
      </span>
      {address.street ? (
        <span className="address-lines__line" dir="auto">
          {address.street}
        </span>
      ) : null}
      <span className="address-lines__line">
        {joinParts(
          [areaName(address.area, language), emirateName(address.emirate, language)],
          language,
        )}
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

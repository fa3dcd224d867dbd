// Where the order goes, as the customer reads it (thank-you and tracking pages): their own address
// whole; an address the recipient gave only as 'Address received' with its area.
import { AddressLines } from "~/components/address-lines";
import { useTranslator } from "~/i18n/use-translator";
import { receivedArea, type AddressForCustomer } from "~/orders/recipient-address";

export function CustomerAddress({ address }: { address: AddressForCustomer }) {
  const { t, language } = useTranslator();
  if (address.given === "pending") return <>{t("recipient.addressPending")}</>;
  if (address.given === "recipient") {
    return <>{t("recipient.addressReceived", { area: receivedArea(address, language) })}</>;
  }
  if (address.deliveryAddress) return <AddressLines address={address.deliveryAddress} />;
  return <span dir="auto">{address.address}</span>;
}

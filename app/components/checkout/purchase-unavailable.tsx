// In place of the purchase options while the bouquet is out of stock: no
// choices to make, only the way to a similar bouquet (the WhatsApp enquiry just below it).
import { TitledSection } from "~/components/titled-section";
import { useTranslator } from "~/i18n/use-translator";

export function PurchaseUnavailable() {
  const { t } = useTranslator();
  return (
    <TitledSection
      className="purchase-unavailable"
      id="purchase-unavailable-title"
      title={t("checkout.unavailableTitle")}
      titleClassName="purchase-unavailable__title"
    >
      <p className="purchase-unavailable__text">{t("checkout.unavailableText")}</p>
    </TitledSection>
  );
}

// In place of the purchase options while the bouquet is out of stock: no
// choices to make, only the way to a similar bouquet (the WhatsApp enquiry just below it).
import { TitledSection } from "~/components/titled-section";

export function PurchaseUnavailable() {
  return (
    <TitledSection
      className="purchase-unavailable"
      id="purchase-unavailable-title"
      title="Currently unavailable"
      titleClassName="purchase-unavailable__title"
    >
      <p className="purchase-unavailable__text">
        Our florists would gladly compose something in the same spirit for you. Simply ask us on
        WhatsApp.
      </p>
    </TitledSection>
  );
}

// The checkout's order summary: the bouquet, its size and price, and when it arrives.
import { TitledSection } from "~/components/titled-section";
import { ShopImage } from "~/components/shop-image";
import { formatAed, VAT_RATE_PERCENT, vatIncluded } from "~/money/money";
import type { PurchaseState } from "~/checkout/checkout.server";

interface OrderSummaryProps {
  item: { title: string; image: string | null };
  purchase: PurchaseState;
}

export function OrderSummary({ item, purchase }: OrderSummaryProps) {
  const fee = purchase.deliveryFee ?? 0;
  const addOns = purchase.addOns.filter((addOn) => addOn.chosen);
  const total =
    (purchase.size?.price ?? 0) + addOns.reduce((sum, addOn) => sum + addOn.price, 0) + fee;
  return (
    <TitledSection
      as="aside"
      className="order-summary"
      id="order-summary-title"
      title="Order summary"
      titleClassName="order-summary__title"
      titleAs="h3"
    >
      <div className="order-summary__item">
        <ShopImage
          imageRef={item.image}
          alt={item.title}
          width={160}
          height={200}
          sizes="96px"
          className="order-summary__image"
        />
        <div>
          <p className="order-summary__name">{item.title}</p>
          <p className="order-summary__size">Size: {purchase.size?.name}</p>
        </div>
      </div>
      <dl className="order-summary__lines">
        {addOns.map((addOn) => (
          <div key={addOn.id}>
            <dt>{addOn.title}</dt>
            <dd>{formatAed(addOn.price)}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery date</dt>
          <dd>{purchase.dateLabel}</dd>
        </div>
        <div>
          <dt>Delivery time</dt>
          <dd>{purchase.timeLabel}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{fee > 0 ? formatAed(fee) : "Free"}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{formatAed(total)}</dd>
        </div>
      </dl>
      <p className="order-summary__vat">
        Prices include {VAT_RATE_PERCENT}% VAT ({formatAed(vatIncluded(total))})
      </p>
    </TitledSection>
  );
}

// The checkout's order summary: the bouquet, its size and price, each add-on's price, and when it
// arrives; every amount the total adds up is listed.
import { TitledSection } from "~/components/titled-section";
import { ShopImage } from "~/components/shop-image";
import { VAT_RATE_PERCENT, vatIncluded } from "~/money/money";
import { useSlotHours } from "~/content/shop-context";
import { slotName } from "~/delivery/slot-names";
import { useTranslator } from "~/i18n/use-translator";
import type { PurchaseState } from "~/checkout/purchase-state.server";

interface OrderSummaryProps {
  item: { title: string; image: string | null };
  purchase: PurchaseState;
}

export function OrderSummary({ item, purchase }: OrderSummaryProps) {
  const { t, money, date, number, language } = useTranslator();
  const slotHours = useSlotHours();
  const fee = purchase.deliveryFee ?? 0;
  const addOns = purchase.addOns.filter((addOn) => addOn.chosen);
  const total =
    (purchase.size?.price ?? 0) + addOns.reduce((sum, addOn) => sum + addOn.price, 0) + fee;
  return (
    <TitledSection
      as="aside"
      className="order-summary"
      id="order-summary-title"
      title={t("checkout.summary")}
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
          <p className="order-summary__size">
            {t("checkout.summarySize", { size: purchase.size?.name ?? "" })}
          </p>
        </div>
      </div>
      <dl className="order-summary__lines">
        {purchase.size ? (
          <div className="order-summary__bouquet">
            <dt>{t("checkout.summaryBouquet")}</dt>
            <dd>{money(purchase.size.price)}</dd>
          </div>
        ) : null}
        {addOns.map((addOn) => (
          <div key={addOn.id}>
            <dt>{addOn.title}</dt>
            <dd>{money(addOn.price)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("checkout.deliveryDate")}</dt>
          <dd>{purchase.date ? date(purchase.date, "full") : null}</dd>
        </div>
        <div>
          <dt>{t("checkout.deliveryTime")}</dt>
          <dd>{purchase.time ? slotName({ t, language }, purchase.time, slotHours) : null}</dd>
        </div>
        <div>
          <dt>{t("checkout.deliveryFee")}</dt>
          <dd>{fee > 0 ? money(fee) : t("checkout.free")}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{t("checkout.total")}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <p className="order-summary__vat">
        {t("checkout.vatIncluded", {
          rate: number(VAT_RATE_PERCENT),
          vat: money(vatIncluded(total)),
        })}
      </p>
    </TitledSection>
  );
}

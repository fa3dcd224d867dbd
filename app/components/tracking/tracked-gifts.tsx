// The tracking page of an order of several gifts: each gift with its own way (its timeline), its
// day and slot, its recipient and where it goes.
import { CustomerAddress } from "~/components/customer-address";
import { DeliveryWhen } from "~/components/delivery-when";
import { useTranslator } from "~/i18n/use-translator";
import type { TrackedGift } from "~/orders/order-tracking.server";
import { OrderTimeline } from "./order-timeline";

export function TrackedGifts({ gifts, refreshing }: { gifts: TrackedGift[]; refreshing: boolean }) {
  const { t, language, number } = useTranslator();
  const english = language === "en";
  return (
    <ol className="tracking-gifts">
      {gifts.map((gift, index) => {
        const titleId = `tracking-gift-${gift.id}`;
        return (
          <li key={gift.id}>
            <section className="tracking-gift" aria-labelledby={titleId}>
              <h2 id={titleId} className="tracking-details__title">
                {t("checkout.giftOf", { number: number(index + 1), count: number(gifts.length) })}
              </h2>
              <dl className="tracking-details__facts">
                <div>
                  <dt>{t("tracking.for")}</dt>
                  <dd dir="auto">{gift.recipient}</dd>
                </div>
                <div>
                  <dt>{t("tracking.delivery")}</dt>
                  <dd>
                    {english ? (
                      `${gift.deliveryDate}, ${gift.deliverySlot}`
                    ) : (
                      <DeliveryWhen date={gift.delivery.date} time={gift.delivery.time} />
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t("tracking.address")}</dt>
                  <dd>
                    <CustomerAddress address={gift.address} />
                  </dd>
                </div>
              </dl>
              <OrderTimeline
                timeline={gift.timeline}
                refreshing={refreshing}
                titleId={`${titleId}-way`}
              />
            </section>
          </li>
        );
      })}
    </ol>
  );
}

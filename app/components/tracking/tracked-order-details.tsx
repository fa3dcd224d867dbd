// The tracking page's reminder of what is on its way, where and to whom.
import { CustomerAddress } from "~/components/customer-address";
import { useTranslator } from "~/i18n/use-translator";
import type { TrackedOrder } from "~/orders/order-tracking.server";
import { DeliveryWhen } from "~/components/delivery-when";

export function TrackedOrderDetails({
  order,
  facts = true,
}: {
  order: TrackedOrder;
  /** The day, recipient and address: an order of several gifts shows them per gift instead. */
  facts?: boolean;
}) {
  const { t, language, money } = useTranslator();
  // English keeps the words the shop has always shown; another language words the values.
  const english = language === "en";
  return (
    <section className="tracking-details" aria-labelledby="tracking-details-title">
      <h2 id="tracking-details-title" className="tracking-details__title">
        {t("tracking.yourOrder")}
      </h2>
      {facts ? (
        <dl className="tracking-details__facts">
          <div>
            <dt>{t("tracking.delivery")}</dt>
            <dd>
              {english ? (
                `${order.deliveryDate}, ${order.deliverySlot}`
              ) : (
                <DeliveryWhen date={order.delivery.date} time={order.delivery.time} />
              )}
            </dd>
          </div>
          <div>
            <dt>{t("tracking.for")}</dt>
            <dd dir="auto">{order.recipient}</dd>
          </div>
          <div>
            <dt>{t("tracking.address")}</dt>
            <dd>
              <CustomerAddress address={order.address} />
            </dd>
          </div>
        </dl>
      ) : null}
      <table className="tracking-details__lines">
        <caption className="visually-hidden">{t("tracking.whatYouOrdered")}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t("tracking.item")}</th>
            <th scope="col">{t("tracking.price")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${index}-${line.name}`}>
              <th scope="row" dir={line.isDelivery ? undefined : "auto"}>
                {line.isDelivery
                  ? t("tracking.delivery")
                  : (language === "ar" && line.nameAr) || line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ""}
              </th>
              <td>{english ? line.price : money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("tracking.total")}</th>
            <td>{english ? order.total : money(order.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

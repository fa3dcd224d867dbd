// My orders: each order a card with its number, when it was placed, its total and its gifts
// (recipient, date and slot, status), with its tracking page and, once paid, its tax invoice.
import { Form, Link } from "@remix-run/react";
import type { MyOrder } from "~/accounts/my-orders.server";
import { statusWords } from "~/checkout/checkout-words";
import { IsolatedWords } from "~/components/isolated-words";
import { useSlotHours } from "~/content/shop-context";
import { slotName } from "~/delivery/slot-names";
import { useTranslator } from "~/i18n/use-translator";

function OrderCard({ order }: { order: MyOrder }) {
  const { t, language, date, money, path } = useTranslator();
  const slotHours = useSlotHours();
  const titleId = `order-${order.id}`;
  return (
    <li className="account-order">
      <article aria-labelledby={titleId}>
        <header className="account-order__head">
          <h3 id={titleId} className="account-order__number">
            <IsolatedWords
              id="account.orders.number"
              apart={{ number: { text: order.orderNumber, dir: "ltr", className: "figures" } }}
            />
          </h3>
          <p className="account-order__placed">
            {t("account.orders.placed", { date: date(order.placedAt.slice(0, 10), "long") })}
          </p>
          <p className="account-order__total">
            <span>{t("account.orders.total")}</span>{" "}
            <bdi className="figures">{money(order.total)}</bdi>
          </p>
        </header>
        <table className="account-order__gifts">
          <thead>
            <tr>
              <th scope="col">{t("account.orders.recipient")}</th>
              <th scope="col">{t("account.orders.delivery")}</th>
              <th scope="col">{t("account.orders.status")}</th>
            </tr>
          </thead>
          <tbody>
            {order.deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td dir="auto">{delivery.recipientName || t("account.orders.noRecipient")}</td>
                <td>
                  <span className="unbroken">{date(delivery.date, "long")}</span>
                  {" · "}
                  <span className="unbroken">
                    {slotName({ t, language }, delivery.time, slotHours)}
                  </span>
                </td>
                <td>{statusWords(t, delivery.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="account-order__links">
          <Link to={order.trackingPath} className="text-link">
            {t("account.orders.track")}
          </Link>
          {order.invoicePath ? (
            <Link to={order.invoicePath} className="text-link" reloadDocument>
              {t("account.orders.invoice")}
            </Link>
          ) : null}
        </p>
        <Form method="post" action={path("/account")} className="account-order__again">
          <input type="hidden" name="orderId" value={order.id} />
          <button
            type="submit"
            name="intent"
            value="order-again"
            className="button button--secondary"
            aria-label={t("account.orders.againNamed", { number: order.orderNumber })}
          >
            {t("account.orders.again")}
          </button>
        </Form>
      </article>
    </li>
  );
}

export function MyOrders({ orders, email }: { orders: MyOrder[]; email: string }) {
  const { t, path } = useTranslator();
  if (orders.length === 0) {
    return (
      <div className="account-orders account-orders--empty">
        <p>{t("account.orders.none", { email })}</p>
        <Link to={path("/collection")} className="button">
          {t("account.orders.shop")}
        </Link>
      </div>
    );
  }
  return (
    <ol className="account-orders" aria-label={t("account.orders.heading")}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ol>
  );
}

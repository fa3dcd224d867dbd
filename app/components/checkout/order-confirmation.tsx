// The thank-you page's summary of the customer's own order (reached with its key).
import { useEffect } from "react";
import { purchaseParams, track } from "~/analytics/data-layer";
import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import type { OrderConfirmation } from "~/checkout/checkout.server";
import { lineName } from "~/orders/billed-lines";

export function OrderConfirmationSummary({ order }: { order: OrderConfirmation }) {
  useEffect(() => {
    if (!order.paid) return;
    track("purchase", purchaseParams(order));
  }, [order]);

  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" className="order-confirmation__title">
        Order {order.orderNumber}
      </h2>
      <p className="order-confirmation__status" role="status">
        {order.paid
          ? `Payment received · ${order.status}`
          : "Awaiting payment · we will confirm as soon as your payment arrives."}
      </p>
      <dl className="order-confirmation__lines">
        <div>
          <dt>{order.lines.length > 1 ? "Items" : "Item"}</dt>
          <dd className="order-confirmation__items">
            {order.lines.map((line, index) => (
              // A bouquet and an add-on alike go by their own name and size.
              <span key={index}>{lineName({ title: line.title, sizeName: line.size }, " · ")}</span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {order.deliveryDate}, {order.deliveryTime}
          </dd>
        </div>
        {order.gift?.recipientName ? (
          <div>
            <dt>Recipient</dt>
            <dd>
              {order.gift.recipientName}
              {order.gift.recipientPhone ? ` · ${order.gift.recipientPhone}` : ""}
            </dd>
          </div>
        ) : null}
        {order.gift?.cardMessage ? (
          <div>
            <dt>Card message</dt>
            <dd>“{order.gift.cardMessage}”</dd>
          </div>
        ) : null}
        {order.deliveryFee > 0 ? (
          <div>
            <dt>Delivery fee</dt>
            <dd>{formatAed(order.deliveryFee)}</dd>
          </div>
        ) : null}
        <div className="order-confirmation__total">
          <dt>Total</dt>
          <dd>
            <span>{formatAed(order.total)}</span>
            <span className="order-confirmation__vat">
              includes {VAT_RATE_PERCENT}% VAT of {formatAed(order.vat)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="order-confirmation__links">
        <a className="text-link" href={order.trackingPath}>
          Track your order
        </a>
        {order.invoicePath ? (
          <a className="text-link" href={order.invoicePath}>
            View your tax invoice
          </a>
        ) : null}
      </p>
    </section>
  );
}

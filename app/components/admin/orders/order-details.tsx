// An opened order (an expandable row of the table): what was bought, who ordered it, where
// and when it goes, the gift card, the payment, and every status change with who made it. An order
// of several gifts shows each in a section of its own, with its own status form.
import { AddressLines } from "~/components/address-lines";
import { Link } from "@remix-run/react";
import { OrderStatusLabel } from "~/components/admin/order-status";
import type { OrderView } from "~/orders/admin-order-view.server";
import { DeliverySections } from "./delivery-sections";
import { Fact } from "./order-fact";
import { OrderLines } from "./order-lines";
import { RefundForm, RefundsGiven } from "./refund-form";
import { TestPaymentMark } from "./test-payment-mark";

export function OrderDetails({
  order,
  statusAction,
  failed,
}: {
  order: OrderView;
  /** Where a gift's status form posts: the orders page with its query. */
  statusAction: string;
  /** A refused change of one of its gifts. */
  failed?: { deliveryId?: string; error?: string };
}) {
  const several = order.deliveries.length > 1;
  return (
    <div className="order-details">
      <section className="order-details__section order-details__lines" aria-label="Bouquets">
        <h3 className="order-details__title">Bouquets</h3>
        <OrderLines lines={order.lines} />
        <p className="order-details__total">
          <span>Total</span>
          <span>{order.total}</span>
        </p>
      </section>

      <section className="order-details__section" aria-label="Customer and delivery">
        <h3 className="order-details__title">Customer</h3>
        <dl className="order-details__facts">
          <Fact label="Name" customers>
            {order.customerName}
          </Fact>
          <Fact label="Email">
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </Fact>
          <Fact label="Phone">
            <a href={`tel:${order.phone}`}>{order.phone}</a>
          </Fact>
          {several ? null : (
            <Fact label="Address" customers>
              {order.deliveryAddress ? (
                <AddressLines address={order.deliveryAddress} />
              ) : (
                order.address
              )}
            </Fact>
          )}
          <Fact label="Language">{order.language}</Fact>
        </dl>
        <h3 className="order-details__title">Delivery</h3>
        <dl className="order-details__facts">
          {several ? (
            <Fact label="Gifts">{`${order.deliveries.length} deliveries, each below`}</Fact>
          ) : (
            <>
              <Fact label="Date">{order.deliveryDay}</Fact>
              <Fact label="Time">{order.slot}</Fact>
            </>
          )}
          <Fact label="Notes" customers>
            {order.notes || "None"}
          </Fact>
        </dl>
        {order.isGift && !several ? (
          <>
            <h3 className="order-details__title">Gift</h3>
            <dl className="order-details__facts">
              <Fact label="Recipient" customers>
                {order.gift.recipientName ?? "Not given"}
              </Fact>
              <Fact label="Mobile">
                {order.gift.recipientPhone ? (
                  <a href={`tel:${order.gift.recipientPhone}`}>{order.gift.recipientPhone}</a>
                ) : (
                  "Not given"
                )}
              </Fact>
              <Fact label="Card">
                {order.gift.cardMessage ? (
                  <q className="order-details__card" dir="auto">
                    {order.gift.cardMessage}
                  </q>
                ) : (
                  "No card message"
                )}
              </Fact>
              {order.surprise ? (
                <Fact label="Surprise">
                  <strong>Surprise delivery — don&rsquo;t call the recipient beforehand</strong>
                </Fact>
              ) : null}
              {order.anonymous ? <Fact label="Signed">Anonymously</Fact> : null}
            </dl>
          </>
        ) : null}
      </section>

      <section className="order-details__section" aria-label="Payment and history">
        <h3 className="order-details__title">Payment</h3>
        <p className="order-details__payment">{order.payment}</p>
        {order.testPayment ? (
          <p className="order-details__test-payment">
            <TestPaymentMark />
            <span className="order-details__muted">
              Simulated by the demo provider: no card was charged.
            </span>
          </p>
        ) : null}
        {order.refunds.length > 0 || order.refundable ? (
          <>
            <h3 className="order-details__title">Refunds</h3>
            <RefundsGiven refunds={order.refunds} />
            {order.refundable ? (
              // A new amount left (after a refund) starts the form afresh.
              <RefundForm
                key={order.refundable.leftAed}
                orderId={order.id}
                refundable={order.refundable}
              />
            ) : null}
          </>
        ) : null}
        <h3 className="order-details__title">Status history</h3>
        <ol className="order-details__history">
          {order.history.map((change, index) => (
            <li key={index}>
              <time className="order-details__muted">{change.at}</time>
              <span className="order-details__change">
                {change.gift ? <span>{`Gift ${change.gift}: `}</span> : null}
                {change.note ? (
                  <span>{change.note}</span>
                ) : (
                  <>
                    {change.from ? (
                      <>
                        <OrderStatusLabel status={change.from} />
                        <span aria-hidden="true"> → </span>
                        <span className="visually-hidden"> to </span>
                      </>
                    ) : (
                      <span>Placed as </span>
                    )}
                    <OrderStatusLabel status={change.to} />
                  </>
                )}
              </span>
              <span className="order-details__muted">{`by ${change.by}`}</span>
            </li>
          ))}
        </ol>
        <p className="order-details__footer">
          <Link to={`/admin/orders/${order.id}/slip`} className="admin-link-button">
            Packing slip
          </Link>
          <span className="order-details__muted">{`ID ${order.shortId}`}</span>
        </p>
      </section>
      {several ? (
        <DeliverySections
          orderId={order.id}
          deliveries={order.deliveries}
          action={statusAction}
          failed={failed}
          refundable={order.refundable !== null}
        />
      ) : null}
    </div>
  );
}

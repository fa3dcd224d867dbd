// The gifts of an order of several, a section each: its recipient, where and when it goes, its
// fee, card, surprise and anonymous marks, its lines, and its own fulfilment status form.
import { AddressLines } from "~/components/address-lines";
import { OrderStatusLabel } from "~/components/admin/order-status";
import type { DeliveryView } from "~/orders/admin-order-view.server";
import { Link } from "@remix-run/react";
import { DeliveryStatusForm } from "./delivery-status-form";
import { refundPage } from "./refund-form";
import { Fact } from "./order-fact";
import { OrderLines } from "./order-lines";

export function DeliverySections({
  orderId,
  deliveries,
  action,
  failed,
  refundable,
}: {
  orderId: string;
  deliveries: DeliveryView[];
  /** Money is left to refund on the order: each gift links to its own refund. */
  refundable: boolean;
  /** Where the status forms post: the orders page with its query. */
  action: string;
  /** A refused change: the gift it concerns and the words. */
  failed?: { deliveryId?: string; error?: string };
}) {
  return (
    <div className="order-details__gifts">
      {deliveries.map((gift) => {
        const titleId = `gift-${gift.id}-title`;
        return (
          <section key={gift.id} className="order-details__gift" aria-labelledby={titleId}>
            <header className="order-details__gift-head">
              <h3 id={titleId} className="order-details__title">
                {`Gift ${gift.number} of ${deliveries.length}`}
              </h3>
              <OrderStatusLabel status={gift.status} />
            </header>
            <dl className="order-details__facts">
              <Fact label="Recipient" customers>
                {gift.recipientName ?? "Not given"}
              </Fact>
              <Fact label="Mobile">
                {gift.recipientPhone ? (
                  <a href={`tel:${gift.recipientPhone}`}>{gift.recipientPhone}</a>
                ) : (
                  "Not given"
                )}
              </Fact>
              <Fact label="Address" customers>
                {gift.deliveryAddress && !gift.addressPending ? (
                  <AddressLines address={gift.deliveryAddress} />
                ) : (
                  gift.address
                )}
              </Fact>
              <Fact label="Date">{gift.deliveryDay}</Fact>
              <Fact label="Time">{gift.slot}</Fact>
              <Fact label="Fee">{gift.fee}</Fact>
              <Fact label="Card">
                {gift.cardMessage ? (
                  <q className="order-details__card" dir="auto">
                    {gift.cardMessage}
                  </q>
                ) : (
                  "No card message"
                )}
              </Fact>
              {gift.surprise ? (
                <Fact label="Surprise">
                  <strong>Surprise delivery — don&rsquo;t call the recipient beforehand</strong>
                </Fact>
              ) : null}
              {gift.anonymous ? <Fact label="Signed">Anonymously</Fact> : null}
            </dl>
            <OrderLines lines={gift.lines} />
            <DeliveryStatusForm
              orderId={orderId}
              deliveryId={gift.id}
              number={gift.number}
              status={gift.status}
              action={action}
              error={failed?.deliveryId === gift.id ? failed.error : undefined}
            />
            <p className="order-details__footer">
              <Link
                to={`/admin/orders/${orderId}/slip?delivery=${gift.id}`}
                className="admin-link-button"
              >
                {`Packing slip of gift ${gift.number}`}
              </Link>
              {refundable ? (
                <Link
                  to={`${refundPage(orderId)}?delivery=${gift.id}`}
                  className="admin-link-button"
                >
                  {`Refund gift ${gift.number}`}
                </Link>
              ) : null}
            </p>
          </section>
        );
      })}
    </div>
  );
}

// The day's delivery sheets: one per slot, each printed on its own page for the driver of that
// slot — who receives the bouquet, where, the card to write and what goes in the van.

import { AddressLines } from "~/components/address-lines";
import type { Delivery, DeliverySheet } from "~/orders/day-deliveries.server";

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <li className="delivery-sheet__order">
      <p className="delivery-sheet__number">
        {delivery.gift ? `${delivery.orderNumber} · ${delivery.gift}` : delivery.orderNumber}
      </p>
      {delivery.surprise ? (
        <p className="delivery-sheet__strong">
          Surprise delivery — please don&rsquo;t call the recipient beforehand
        </p>
      ) : null}
      <dl className="delivery-sheet__facts">
        <div>
          <dt>Deliver to</dt>
          <dd className="delivery-sheet__strong" dir="auto">
            {delivery.deliverTo}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            {delivery.phone}
            {delivery.customersPhone ? (
              <span className="delivery-sheet__muted"> (customer&rsquo;s number)</span>
            ) : null}
          </dd>
        </div>
        <div className="delivery-sheet__wide">
          <dt>Address</dt>
          <dd dir="auto">
            {delivery.deliveryAddress ? (
              <AddressLines address={delivery.deliveryAddress} />
            ) : (
              delivery.address
            )}
          </dd>
        </div>
        <div className="delivery-sheet__wide">
          <dt>Bouquets</dt>
          <dd>
            <ul className="delivery-sheet__lines">
              {delivery.lines.map((line, index) => (
                <li key={index}>
                  {`${line.quantity > 1 ? `${line.quantity} × ` : ""}${line.title}, ${line.size}`}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {delivery.cardMessage ? (
          <div className="delivery-sheet__wide">
            <dt>Card message</dt>
            <dd className="delivery-sheet__message" dir="auto">
              {delivery.cardMessage}
            </dd>
          </div>
        ) : null}
        {delivery.notes ? (
          <div className="delivery-sheet__wide">
            <dt>Notes</dt>
            <dd dir="auto">{delivery.notes}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

export function DeliverySheets({ sheets, day }: { sheets: DeliverySheet[]; day: string }) {
  if (sheets.length === 0) {
    return (
      <p className="admin-panel deliveries__empty">
        No paid orders to deliver on {day}. Orders awaiting payment or cancelled are not listed.
      </p>
    );
  }
  return (
    <>
      {sheets.map((sheet) => {
        const titleId = `sheet-${sheet.time}`;
        const count = sheet.deliveries.length;
        return (
          <section key={sheet.time} className="admin-panel sheet" aria-labelledby={titleId}>
            <header className="sheet__header">
              <h2 id={titleId} className="sheet__title">
                {sheet.label}
              </h2>
              <p className="sheet__meta">
                {day} · {count} deliver{count === 1 ? "y" : "ies"}
              </p>
            </header>
            <ol className="delivery-sheet">
              {sheet.deliveries.map((delivery) => (
                <DeliveryCard key={delivery.id} delivery={delivery} />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

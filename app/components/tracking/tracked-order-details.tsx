// The tracking page's reminder of what is on its way, where and to whom.
import type { TrackedOrder } from "~/orders/order-tracking.server";

export function TrackedOrderDetails({ order }: { order: TrackedOrder }) {
  return (
    <section className="tracking-details" aria-labelledby="tracking-details-title">
      <h2 id="tracking-details-title" className="tracking-details__title">
        Your order
      </h2>
      <dl className="tracking-details__facts">
        <div>
          <dt>Delivery</dt>
          <dd>
            {order.deliveryDate}, {order.deliverySlot}
          </dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{order.recipient}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{order.address}</dd>
        </div>
      </dl>
      <table className="tracking-details__lines">
        <caption className="visually-hidden">What you ordered</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${index}-${line.name}`}>
              <th scope="row">
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ""}
              </th>
              <td>{line.price}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{order.total}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

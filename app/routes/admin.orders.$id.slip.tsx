// /admin/orders/{id}/slip: the printable packing and delivery slip that travels with a bouquet —
// when and where it goes, who receives it, what is in it and the card to write. A gift's slip
// carries no prices. Outside the portal layout so it prints alone; admins only.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/admin-auth/session.server";
import { orderView } from "~/orders/admin-order-view.server";
import { useHydrated } from "~/components/use-hydrated";
import { env } from "~/platform/env.server";
import { findOrder } from "~/orders/order-reads.server";
import { paymentSummaryOf } from "~/payments/payment-summary.server";
import { invariantResponse } from "~/platform/invariant";
import ordersStyles from "~/styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Packing slip ${data.order.orderNumber}` : "Packing slip" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = findOrder(params.id ?? "");
  invariantResponse(order, "Order not found", { status: 404 });
  const view = orderView(order, paymentSummaryOf(order));
  // Only what the slip prints travels to the page; a gift's prices not at all.
  return {
    shopName: env().SHOP_NAME,
    order: {
      id: view.id,
      shortId: view.shortId,
      orderNumber: view.orderNumber,
      isGift: view.isGift,
      deliveryDay: view.deliveryDay,
      slot: view.slot,
      recipient: {
        name: view.gift.recipientName ?? view.customerName,
        phone: view.gift.recipientPhone ?? view.phone,
        // A gift without the recipient's number goes out with the customer's.
        customersPhone: view.isGift && !view.gift.recipientPhone,
      },
      address: view.address,
      cardMessage: view.gift.cardMessage,
      notes: view.notes,
      lines: view.lines.map((line) => ({
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        price: view.isGift ? null : line.price,
      })),
    },
  };
}

export default function PackingSlip() {
  const { shopName, order } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const { recipient } = order;

  return (
    <main className="packing-slip" aria-labelledby="slip-title">
      <nav className="packing-slip__actions" aria-label="Slip">
        <Link to={`/admin/orders?open=${order.id}`} className="admin-link-button">
          Back to orders
        </Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            Print slip
          </button>
        ) : (
          <p className="packing-slip__hint">Print this page from your browser&rsquo;s menu.</p>
        )}
      </nav>

      <header className="packing-slip__head">
        <p className="packing-slip__brand">{shopName}</p>
        <h1 id="slip-title" className="eyebrow packing-slip__title">
          Packing slip
        </h1>
        <p className="packing-slip__number">
          {order.orderNumber}
          {order.isGift ? <span className="packing-slip__tag">Gift</span> : null}
        </p>
      </header>

      <div className="packing-slip__grid">
        <section className="packing-slip__block" aria-labelledby="slip-delivery">
          <h2 id="slip-delivery" className="eyebrow packing-slip__label">
            Delivery
          </h2>
          <p className="packing-slip__strong">{order.deliveryDay}</p>
          <p>{order.slot}</p>
        </section>
        <section className="packing-slip__block" aria-labelledby="slip-recipient">
          <h2 id="slip-recipient" className="eyebrow packing-slip__label">
            Deliver to
          </h2>
          <p className="packing-slip__strong">{recipient.name}</p>
          <p>
            {recipient.phone}
            {recipient.customersPhone ? (
              <span className="packing-slip__muted"> (customer&rsquo;s number)</span>
            ) : null}
          </p>
          <p className="packing-slip__address">{order.address}</p>
        </section>
      </div>

      <section className="packing-slip__block" aria-labelledby="slip-lines">
        <h2 id="slip-lines" className="eyebrow packing-slip__label">
          Bouquets
        </h2>
        <table className="packing-slip__lines">
          <thead>
            <tr>
              <th scope="col">Bouquet</th>
              <th scope="col">Size</th>
              <th scope="col">Qty</th>
              {order.isGift ? null : <th scope="col">Price</th>}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.title}</td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                {line.price ? <td>{line.price}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {order.cardMessage ? (
        <section className="packing-slip__card" aria-labelledby="slip-card">
          <h2 id="slip-card" className="eyebrow packing-slip__label">
            Card message
          </h2>
          <p className="packing-slip__message">{order.cardMessage}</p>
        </section>
      ) : null}

      {order.notes ? (
        <section className="packing-slip__block" aria-labelledby="slip-notes">
          <h2 id="slip-notes" className="eyebrow packing-slip__label">
            Special instructions
          </h2>
          <p>{order.notes}</p>
        </section>
      ) : null}

      <p className="packing-slip__foot packing-slip__muted">{`Order ID ${order.shortId}`}</p>
    </main>
  );
}

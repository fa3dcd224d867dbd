// /admin/orders/{id}/slip: the printable packing and delivery slip that travels with a bouquet —
// when and where it goes, who receives it, what is in it and the card to write. A gift's slip
// carries no prices. Outside the portal layout so it prints alone; admins only.
import { brandName } from "~/content/brand.server";
import { AddressLines } from "~/components/address-lines";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ADMIN_NOINDEX } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { orderView } from "~/orders/admin-order-view.server";
import { SlipBlock } from "~/components/admin/orders/slip-block";
import { ColumnHeads } from "~/components/column-heads";
import { useHydrated } from "~/components/use-hydrated";
import { findOrder } from "~/orders/order-reads.server";
import { mapCodeSvg } from "~/delivery/map-code.server";
import { paymentSummaryOf } from "~/payments/payment-summary.server";
import { invariantResponse } from "~/platform/invariant";
import ordersStyles from "~/styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Packing slip ${data.order.orderNumber}` : "Packing slip" },
  ADMIN_NOINDEX,
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = findOrder(params.id ?? "");
  invariantResponse(order, "Order not found", { status: 404 });
  const view = orderView(order, paymentSummaryOf(order));
  const mapCode = await mapCodeSvg(order.deliveryAddress ?? null);
  // Only what the slip prints travels to the page; a gift's prices not at all.
  return {
    shopName: brandName(),
    order: {
      id: view.id,
      shortId: view.shortId,
      orderNumber: view.orderNumber,
      isGift: view.isGift,
      surprise: view.surprise,
      mapCode,
      deliveryDay: view.deliveryDay,
      slot: view.slot,
      recipient: {
        // An anonymous card's sender stays off the slip that travels with it.
        name: view.gift.recipientName ?? (view.anonymous ? "" : view.customerName),
        phone: view.gift.recipientPhone ?? view.phone,
        // A gift without the recipient's number goes out with the customer's.
        customersPhone: view.isGift && !view.gift.recipientPhone,
      },
      address: view.address,
      deliveryAddress: view.deliveryAddress,
      cardMessage: view.gift.cardMessage,
      notes: view.notes,
      lines: view.lines.map((line) => ({
        title: line.title,
        titleAr: line.titleAr,
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

      {order.surprise ? (
        <p id="slip-surprise" className="packing-slip__surprise">
          Surprise delivery — please don&rsquo;t call the recipient beforehand
        </p>
      ) : null}

      <div className="packing-slip__grid">
        <SlipBlock id="slip-delivery" label="Delivery">
          <p className="packing-slip__strong">{order.deliveryDay}</p>
          <p>{order.slot}</p>
        </SlipBlock>
        <SlipBlock id="slip-recipient" label="Deliver to">
          <p className="packing-slip__strong" dir="auto">
            {recipient.name}
          </p>
          <p>
            <bdi dir="ltr">{recipient.phone}</bdi>
            {recipient.customersPhone ? (
              <span className="packing-slip__muted"> (customer&rsquo;s number)</span>
            ) : null}
          </p>
          <p className="packing-slip__address" dir="auto">
            {order.deliveryAddress ? (
              <AddressLines address={order.deliveryAddress} />
            ) : (
              order.address
            )}
          </p>
        </SlipBlock>
        {order.mapCode ? (
          <figure id="slip-map-code" className="packing-slip__map-code">
            {/* Drawn by the server from the order's map link: path data only. */}
            <div
              className="packing-slip__qr"
              role="img"
              aria-label="QR code of the delivery location"
              dangerouslySetInnerHTML={{ __html: order.mapCode }}
            />
            <figcaption>Scan for the map</figcaption>
          </figure>
        ) : null}
      </div>

      <SlipBlock id="slip-lines" label="Bouquets">
        <table className="packing-slip__lines">
          <ColumnHeads columns={["Bouquet", "Size", "Qty", ...(order.isGift ? [] : ["Price"])]} />
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.title}
                  {/* The Arabic title set apart after the separator: run together, its own direction
                      would carry the separator to its far end. */}
                  {line.titleAr ? (
                    <>
                      {" · "}
                      <bdi className="packing-slip__muted" lang="ar" dir="rtl">
                        {line.titleAr}
                      </bdi>
                    </>
                  ) : null}
                </td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                {line.price ? <td>{line.price}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </SlipBlock>

      {order.cardMessage ? (
        <SlipBlock id="slip-card" label="Card message" card>
          <p className="packing-slip__message" dir="auto">
            {order.cardMessage}
          </p>
        </SlipBlock>
      ) : null}

      {order.notes ? (
        <SlipBlock id="slip-notes" label="Special instructions">
          <p dir="auto">{order.notes}</p>
        </SlipBlock>
      ) : null}

      <p className="packing-slip__foot packing-slip__muted">{`Order ID ${order.shortId}`}</p>
    </main>
  );
}

// /admin/orders/{id}/slip: the printable packing and delivery slips that travel with the bouquets,
// one sheet per gift (`?delivery=<id>`: that gift's alone) — when and where it goes, who receives
// it, what is in it and the card to write. A gift's slip carries no prices. Outside the portal
// layout so it prints alone; admins only.
import { brandName } from "~/content/brand.server";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ADMIN_NOINDEX } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { orderView } from "~/orders/admin-order-view.server";
import { PackingSlipSheet, type Slip } from "~/components/admin/orders/packing-slip-sheet";
import { useHydrated } from "~/components/use-hydrated";
import { giftOf, giftOfOrder } from "~/orders/gift";
import { findOrder } from "~/orders/order-reads.server";
import { giftsOf } from "~/orders/order-gifts";
import { mapCodeSvg } from "~/delivery/map-code.server";
import { paymentSummaryOf } from "~/payments/payment-summary.server";
import { invariantResponse } from "~/platform/invariant";
import ordersStyles from "~/styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Packing slip ${data.orderNumber}` : "Packing slip" },
  ADMIN_NOINDEX,
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = findOrder(params.id ?? "");
  invariantResponse(order, "Order not found", { status: 404 });
  const asked = new URL(request.url).searchParams.get("delivery");
  invariantResponse(
    !asked || order.deliveries.some((delivery) => delivery.id === asked),
    "Delivery not found",
    { status: 404 },
  );
  const view = orderView(order, paymentSummaryOf(order));
  const slips = giftsOf(order).flatMap((delivery, index): Promise<Slip>[] => {
    if (asked && delivery.id !== asked) return [];
    const shown = view.deliveries[index]!;
    const gift = giftOf(delivery);
    const isGift = gift !== null || delivery.surprise || delivery.anonymous;
    // Only what the slip prints travels to the page; a gift's prices not at all.
    return [
      (async () => ({
        id: delivery.id,
        gift: giftOfOrder(order, index),
        orderNumber: view.orderNumber,
        shortId: view.shortId,
        isGift,
        surprise: delivery.surprise,
        mapCode: delivery.addressPending
          ? null
          : await mapCodeSvg(delivery.deliveryAddress ?? null),
        deliveryDay: shown.deliveryDay,
        slot: shown.slot,
        recipient: {
          // An anonymous card's sender stays off the slip that travels with it.
          name: gift?.recipientName ?? (delivery.anonymous ? "" : view.customerName),
          phone: gift?.recipientPhone ?? view.phone,
          // A gift without the recipient's number goes out with the customer's.
          customersPhone: isGift && !gift?.recipientPhone,
        },
        address: shown.address,
        deliveryAddress: delivery.addressPending ? null : shown.deliveryAddress,
        cardMessage: gift?.cardMessage ?? null,
        notes: view.notes,
        lines: (order.deliveries.length > 1 ? shown.lines : view.lines).map((line) => ({
          title: line.title,
          titleAr: line.titleAr,
          size: line.size,
          quantity: line.quantity,
          price: isGift ? null : line.price,
        })),
      }))(),
    ];
  });
  return {
    shopName: brandName(),
    id: view.id,
    orderNumber: view.orderNumber,
    slips: await Promise.all(slips),
  };
}

export default function PackingSlip() {
  const { shopName, id, slips } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();

  return (
    <main className="packing-slip">
      <nav className="packing-slip__actions" aria-label="Slip">
        <Link to={`/admin/orders?open=${id}`} className="admin-link-button">
          Back to orders
        </Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {slips.length > 1 ? "Print slips" : "Print slip"}
          </button>
        ) : (
          <p className="packing-slip__hint">Print this page from your browser&rsquo;s menu.</p>
        )}
      </nav>
      {slips.map((slip, index) => (
        <PackingSlipSheet
          key={slip.id}
          shopName={shopName}
          slip={slip}
          idSuffix={index === 0 ? "" : `-${index + 1}`}
        />
      ))}
    </main>
  );
}

// /track/{id}?key=… — the customer's own order on its way, linked from the thank-you page and
// every email. Without the order's key it is the shop's 404, the same for a wrong key as for no
// such order. With scripts it refreshes itself while the order is still moving.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderTimeline } from "~/components/tracking/order-timeline";
import { TrackedGifts } from "~/components/tracking/tracked-gifts";
import { TrackedOrderDetails } from "~/components/tracking/tracked-order-details";
import { useRefreshWhile } from "~/components/tracking/use-refresh-while";
import { EyebrowTitle } from "~/components/section-heading";
import { contentMeta } from "~/content/page-meta";
import { trackedOrder } from "~/orders/order-tracking.server";
import { paymentsOfOrder } from "~/payments/payments.server";
import { refundStanding } from "~/payments/refund-standing";
import { personalHeaders } from "~/platform/http-cache";
import { invariantResponse } from "~/platform/invariant";
import trackingStyles from "~/styles/tracking.css?url";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { IsolatedWords } from "~/components/isolated-words";

/** How often an open page asks again while the order is on its way. */
const REFRESH_EVERY_MS = 60_000;

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: trackingStyles }];

export function loader({ params, request }: LoaderFunctionArgs) {
  const order = trackedOrder(
    params.orderId ?? "",
    new URL(request.url).searchParams.get("key"),
    (orderId) => refundStanding(paymentsOfOrder(orderId)),
  );
  invariantResponse(order, "Order not found", { status: 404 });
  return { order };
}

export const meta: MetaFunction = ({ matches, params, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname);
  return contentMeta({
    matches,
    title: t("tracking.title"),
    description: t("tracking.description"),
    // Never the key: the page's address without it opens nothing.
    path: `/track/${params.orderId}`,
    noindex: true,
  });
};

export default function TrackOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  // An order of several gifts is still moving while any of its gifts is.
  const onItsWay =
    order.gifts.length > 1
      ? order.gifts.some((gift) => gift.timeline.onItsWay)
      : order.timeline.onItsWay;
  const refreshing = useRefreshWhile(onItsWay, REFRESH_EVERY_MS);
  const { t } = useTranslator();
  return (
    <div>
      <section className="section tracking" aria-labelledby="tracking-title">
        <div className="container container--narrow tracking__inner">
          <EyebrowTitle
            eyebrow={t("tracking.eyebrow")}
            as="h1"
            id="tracking-title"
            titleClassName="display tracking__title"
            title={
              <IsolatedWords
                id="tracking.orderNumber"
                apart={{ number: { text: order.orderNumber, dir: "ltr", className: "figures" } }}
              />
            }
          />
          {order.gifts.length > 1 ? (
            <TrackedGifts gifts={order.gifts} refreshing={refreshing} />
          ) : (
            <OrderTimeline timeline={order.timeline} refreshing={refreshing} />
          )}
          <TrackedOrderDetails order={order} facts={order.gifts.length <= 1} />
        </div>
      </section>
    </div>
  );
}

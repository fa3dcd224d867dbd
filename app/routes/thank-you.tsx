// /thank-you — where the customer lands after paying. With the order's key (`?order=&key=`) it
// shows that order; without it, the generic thanks, inventing no details.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderConfirmationSummary } from "~/components/checkout/order-confirmation";
import { PointList } from "~/components/pages/point-list";
import { EyebrowTitle } from "~/components/section-heading";
import { contentMeta } from "~/content/page-meta";
import { TrackedLink } from "~/components/pages/tracked-link";
import { orderConfirmation, visibleOrderId } from "~/checkout/checkout.server";
import { syncPaymentOnReturn } from "~/payments/payments.server";
import { CONTACT } from "~/content/contact-details";
import { generalEnquiry } from "~/content/whatsapp";
import checkoutStyles from "~/styles/checkout.css?url";
import pagesStyles from "~/styles/pages.css?url";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: pagesStyles },
  { rel: "stylesheet", href: checkoutStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = visibleOrderId(params.get("order"), params.get("key"));
  if (!orderId) return { order: null };
  // This GET may change state: the customer is back from paying, so the order's pending payment
  // is settled now if the provider says so (never on the browser's word). Idempotent: the same
  // path as the provider's webhook, which records an outcome, its history and its email once.
  await syncPaymentOnReturn(orderId);
  return { order: orderConfirmation(orderId) };
}

export const meta: MetaFunction = ({ matches }) =>
  contentMeta({
    matches,
    title: "Thank You for Your Order",
    description: "Your Maison Florale order is with our florists.",
    path: "/thank-you",
    noindex: true,
  });

const NEXT_STEPS = [
  {
    title: "We prepare your flowers",
    text: "Our florists select and condition your stems, then compose and hand-tie your arrangement in the atelier.",
  },
  {
    title: "We confirm by email and WhatsApp",
    text: "You will receive a confirmation with your order details, and we will be in touch should anything need your attention.",
  },
  {
    title: "We deliver in your chosen slot",
    text: "Your flowers arrive on the date and in the delivery slot you selected, with a card and care instructions.",
  },
];

export default function ThankYouPage() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <section className="section thank-you" aria-labelledby="thank-you-title">
        <div className="container container--narrow thank-you__inner">
          <EyebrowTitle
            eyebrow="Order received"
            as="h1"
            id="thank-you-title"
            titleClassName="display thank-you__title"
            title="Thank You for Your Order"
          />
          <p className="lede thank-you__lede">
            Your flowers are now in our florists’ hands. Here is what happens next.
          </p>
          {order ? <OrderConfirmationSummary order={order} /> : null}
          <PointList
            block="next-steps"
            aria-label="Next steps"
            points={NEXT_STEPS}
            ordered
            numbered
            titleAs="h2"
          />
          <div className="thank-you__actions">
            <Link to="/" className="button">
              Return Home
            </Link>
            <Link to="/collection" className="button button--secondary">
              Browse the Collection
            </Link>
          </div>
          <p className="thank-you__help">
            A question about your order? Call{" "}
            <TrackedLink href={CONTACT.phoneHref} event="phone_click" placement="thank_you">
              {CONTACT.phoneDisplay}
            </TrackedLink>{" "}
            or{" "}
            <TrackedLink href={generalEnquiry()} event="whatsapp_click" placement="thank_you">
              message us on WhatsApp
            </TrackedLink>
            .
          </p>
        </div>
      </section>
    </div>
  );
}

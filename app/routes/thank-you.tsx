// /thank-you — where the customer lands after paying. The order summary (for `?order=<id>`)
// comes with the checkout; until then this page shows no order details rather than invent any.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { contentMeta } from "~/components/pages/page-meta";
import { TrackedLink } from "~/components/pages/tracked-link";
import { CONTACT } from "~/storefront/contact-details";
import { generalEnquiry } from "~/storefront/whatsapp";
import pagesStyles from "~/styles/pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

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
  return (
    <div className="content-page">
      <section className="section thank-you" aria-labelledby="thank-you-title">
        <div className="container container--narrow thank-you__inner">
          <p className="eyebrow">Order received</p>
          <h1 id="thank-you-title" className="display thank-you__title">
            Thank You for Your Order
          </h1>
          <p className="lede thank-you__lede">
            Your flowers are now in our florists’ hands. Here is what happens next.
          </p>
          <ol className="next-steps" aria-label="Next steps">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="next-steps__item">
                <span className="next-steps__number" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h2 className="next-steps__title">{step.title}</h2>
                <p className="next-steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
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

// /thank-you — where the customer lands after paying. With the order's key (`?order=&key=`) it
// shows that order; without one it says there is no order to show, thanking nobody for nothing.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderConfirmationSummary } from "~/components/checkout/order-confirmation";
import { RecipientInvitation } from "~/components/recipient/recipient-invitation";
import { GiftList } from "~/components/checkout/gift-list";
import { recipientInvitations } from "~/orders/recipient-link.server";
import { shopOrigin } from "~/platform/origin.server";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import { PointList } from "~/components/pages/point-list";
import { EyebrowTitle } from "~/components/section-heading";
import { contentMeta } from "~/content/page-meta";
import { TrackedLink } from "~/components/pages/tracked-link";
import { orderConfirmation, visibleOrderId } from "~/checkout/order-confirmation.server";
import { syncPaymentOnReturn } from "~/payments/payments.server";
import { phoneHref } from "~/content/contact-links";
import { useContact } from "~/content/shop-context";
import { generalEnquiry } from "~/content/whatsapp";
import checkoutStyles from "~/styles/checkout.css?url";
import pagesStyles from "~/styles/pages.css?url";
import recipientStyles from "~/styles/recipient.css?url";
import { personalHeaders } from "~/platform/http-cache";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import type { MessageId } from "~/i18n/translate";
import { Sentence } from "~/i18n/sentence";

export const headers = personalHeaders;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: pagesStyles },
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: recipientStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = visibleOrderId(params.get("order"), params.get("key"));
  if (!orderId) return { order: null, invitations: [] };
  // This GET may change state: the customer is back from paying, so the order's pending payment
  // is settled now if the provider says so (never on the browser's word). Idempotent: the same
  // path as the provider's webhook, which records an outcome, its history and its email once.
  await syncPaymentOnReturn(orderId);
  return {
    order: orderConfirmation(orderId),
    // Each gift whose recipient gives the address: its private link to share with them.
    invitations: recipientInvitations(orderId, shopOrigin(request)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname);
  return contentMeta({
    matches,
    title: data?.order ? t("tracking.thankYou.title") : t("tracking.thankYou.noOrderTitle"),
    description: t("tracking.thankYou.description"),
    path: "/thank-you",
    noindex: true,
  });
};

const NEXT_STEPS: { title: MessageId; text: MessageId }[] = [
  { title: "tracking.thankYou.prepareTitle", text: "tracking.thankYou.prepareText" },
  { title: "tracking.thankYou.confirmTitle", text: "tracking.thankYou.confirmText" },
  { title: "tracking.thankYou.deliverTitle", text: "tracking.thankYou.deliverText" },
];

export default function ThankYouPage() {
  const { order, invitations } = useLoaderData<typeof loader>();
  const { t, path, language } = useTranslator();
  const contact = useContact();
  const phone = phoneHref(contact.phone);
  const whatsApp = generalEnquiry(contact.whatsapp, language);
  if (!order) return <NoOrder />;
  return (
    <div className="content-page">
      <section className="section thank-you" aria-labelledby="thank-you-title">
        <div className="container container--narrow thank-you__inner">
          <EyebrowTitle
            eyebrow={t("tracking.thankYou.eyebrow")}
            as="h1"
            id="thank-you-title"
            titleClassName="display thank-you__title"
            title={t("tracking.thankYou.title")}
          />
          <p className="lede thank-you__lede">{t("tracking.thankYou.lede")}</p>
          {/* The order's details are read whole: the floating buttons never cover them. */}
          <div {...KEEP_CLEAR}>
            <OrderConfirmationSummary order={order} />
            {order.gifts.length > 1 ? (
              <GiftList gifts={order.gifts} invitations={invitations} />
            ) : invitations[0] ? (
              <RecipientInvitation invitation={invitations[0]} />
            ) : null}
          </div>
          <PointList
            block="next-steps"
            aria-label={t("tracking.thankYou.nextSteps")}
            points={NEXT_STEPS.map((step) => ({ title: t(step.title), text: t(step.text) }))}
            ordered
            numbered
            titleAs="h2"
          />
          <div className="thank-you__actions">
            <Link to={path("/")} className="button">
              {t("tracking.thankYou.home")}
            </Link>
            <Link to={path("/collection")} className="button button--secondary">
              {t("tracking.thankYou.browse")}
            </Link>
          </div>
          {phone ? (
            <p className="thank-you__help">
              <Sentence
                id={
                  whatsApp ? "tracking.thankYou.helpCallOrWhatsApp" : "tracking.thankYou.helpCall"
                }
                values={{ phone: contact.phone }}
                parts={[
                  <TrackedLink
                    key="phone"
                    href={phone}
                    event="phone_click"
                    placement="thank_you"
                    dir="ltr"
                  />,
                  <TrackedLink
                    key="whatsapp"
                    href={whatsApp ?? ""}
                    event="whatsapp_click"
                    placement="thank_you"
                  />,
                ]}
              />
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** The page reached without an order's link: nothing to confirm, a way to the collection. */
function NoOrder() {
  const { t, path } = useTranslator();
  return (
    <div className="content-page">
      <section className="section thank-you" aria-labelledby="thank-you-title">
        <div className="container container--narrow thank-you__inner">
          <h1 id="thank-you-title" className="display thank-you__title">
            {t("tracking.thankYou.noOrderTitle")}
          </h1>
          <p className="lede thank-you__lede">{t("tracking.thankYou.noOrderText")}</p>
          <div className="thank-you__actions">
            <Link to={path("/collection")} className="button">
              {t("tracking.thankYou.browse")}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

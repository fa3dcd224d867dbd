// The demo payment provider's page: a test, clearly marked, that works without JS. It is in the
// order's language, as a real provider's page would be: the shop sends an Arabic order to
// /ar/pay/demo/{id}.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { shopFromMatches } from "~/content/shop-context";
import { localisedPath } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { thankYouPath } from "~/orders/order-access.server";
import { decideOnDemoPage, demoCheckout } from "~/payments/demo-checkout.server";
import { isShopError, statusOf } from "~/platform/errors";
import { cartAfterCancelledPayment } from "~/cart/cart-checkout.server";
import { cancelledLanding } from "~/checkout/order-confirmation.server";
import payStyles from "~/styles/pay.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payStyles }];

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname);
  return [
    { title: `${t("pay.metaTitle")} | ${shopFromMatches(matches).shopName}` },
    { name: "robots", content: "noindex" },
  ];
};

function checkoutOr404(paymentId: string) {
  try {
    return demoCheckout(paymentId);
  } catch (error) {
    if (isShopError(error)) throw new Response(error.message, { status: statusOf[error.kind] });
    throw error;
  }
}

/** The page's address in the order's language. */
const pagePath = (paymentId: string, language: "en" | "ar") =>
  localisedPath(`/pay/demo/${paymentId}`, language);

export function loader({ params }: LoaderFunctionArgs) {
  const checkout = checkoutOr404(params.paymentId ?? "");
  return {
    orderNumber: checkout.order.orderNumber,
    amount: checkout.amount,
    state: checkout.state,
    timeRanOut: checkout.timeRanOut,
  };
}

const Choice = z.object({ intent: z.enum(["pay", "cancel"]) });

export async function action({ request, params }: ActionFunctionArgs) {
  const paymentId = params.paymentId ?? "";
  checkoutOr404(paymentId);
  const choice = Choice.safeParse(Object.fromEntries(await request.formData()));
  if (!choice.success) {
    throw new Response(translatorForRequest(request).t("pay.error.choose"), { status: 400 });
  }
  const checkout = decideOnDemoPage(paymentId, choice.data.intent);
  const { language } = checkout.order;
  if (checkout.state === "succeeded") return redirect(thankYouPath(checkout.order.id, language));
  // Too late to pay: this page says so.
  if (checkout.timeRanOut) return redirect(pagePath(checkout.paymentId, language));
  return redirect(
    (await cartAfterCancelledPayment(request, checkout.order.id, language)) ??
      localisedPath(cancelledLanding(checkout.order), language),
  );
}

export default function DemoPaymentPage() {
  const { orderNumber, amount, state, timeRanOut } = useLoaderData<typeof loader>();
  const { t, money } = useTranslator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <section className="pay container container--narrow" aria-labelledby="pay-title">
      <p className="pay__badge">{t("pay.badge")}</p>
      <h1 id="pay-title" className="title">
        {t("pay.title")}
      </h1>
      <dl className="pay__summary">
        <div>
          <dt>{t("pay.order")}</dt>
          <dd>
            <bdi dir="ltr" translate="no">
              {orderNumber}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t("pay.amount")}</dt>
          <dd className="pay__amount">{money(amount)}</dd>
        </div>
      </dl>
      {timeRanOut ? (
        <p className="pay__done" role="alert">
          {t("pay.timeRanOut")}
        </p>
      ) : state === "pending" ? (
        <Form method="post" className="pay__actions">
          <button className="button" type="submit" name="intent" value="pay" disabled={busy}>
            {t("pay.payNow")}
          </button>
          <button
            className="button button--secondary"
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
          >
            {t("pay.cancel")}
          </button>
        </Form>
      ) : (
        <p className="pay__done" role="status">
          {state === "succeeded" ? t("pay.paid") : t("pay.cancelled")}
        </p>
      )}
      <p className="pay__note">{t("pay.note")}</p>
    </section>
  );
}

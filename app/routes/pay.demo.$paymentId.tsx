// The demo payment provider's page: a test, clearly marked, that works without JS.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { localisedPath } from "~/i18n/languages";
import { formatAed } from "~/money/money";
import { thankYouPath } from "~/orders/order-access.server";
import {
  decideOnDemoPage,
  demoCheckout,
  TIME_TO_PAY_RAN_OUT,
} from "~/payments/demo-checkout.server";
import { isShopError, statusOf } from "~/platform/errors";
import { cancelledLanding } from "~/checkout/checkout.server";
import payStyles from "~/styles/pay.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payStyles }];

export const meta: MetaFunction = () => [
  { title: "Test payment | Maison Florale" },
  { name: "robots", content: "noindex" },
];

function checkoutOr404(paymentId: string) {
  try {
    return demoCheckout(paymentId);
  } catch (error) {
    if (isShopError(error)) throw new Response(error.message, { status: statusOf[error.kind] });
    throw error;
  }
}

export function loader({ params }: LoaderFunctionArgs) {
  const checkout = checkoutOr404(params.paymentId ?? "");
  return {
    orderNumber: checkout.order.orderNumber,
    orderId: checkout.order.id,
    amount: formatAed(checkout.amount),
    state: checkout.state,
    timeRanOut: checkout.timeRanOut ? TIME_TO_PAY_RAN_OUT : null,
  };
}

const Choice = z.object({ intent: z.enum(["pay", "cancel"]) });

export async function action({ request, params }: ActionFunctionArgs) {
  const paymentId = params.paymentId ?? "";
  checkoutOr404(paymentId);
  const choice = Choice.safeParse(Object.fromEntries(await request.formData()));
  if (!choice.success) throw new Response("Choose 'Pay now' or 'Cancel payment'.", { status: 400 });
  const checkout = decideOnDemoPage(paymentId, choice.data.intent);
  if (checkout.state === "succeeded") {
    return redirect(thankYouPath(checkout.order.id, checkout.order.language));
  }
  // Too late to pay: this page says so.
  if (checkout.timeRanOut) return redirect(`/pay/demo/${checkout.paymentId}`);
  return redirect(localisedPath(cancelledLanding(checkout.order), checkout.order.language));
}

export default function DemoPaymentPage() {
  const { orderNumber, amount, state, timeRanOut } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <section className="pay container container--narrow" aria-labelledby="pay-title">
      <p className="pay__badge">Test payment · no card is charged</p>
      <h1 id="pay-title" className="title">
        Secure payment
      </h1>
      <dl className="pay__summary">
        <div>
          <dt>Order</dt>
          <dd>{orderNumber}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="pay__amount">{amount}</dd>
        </div>
      </dl>
      {timeRanOut ? (
        <p className="pay__done" role="alert">
          {timeRanOut}
        </p>
      ) : state === "pending" ? (
        <Form method="post" className="pay__actions">
          <button className="button" type="submit" name="intent" value="pay" disabled={busy}>
            Pay now
          </button>
          <button
            className="button button--secondary"
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
          >
            Cancel payment
          </button>
        </Form>
      ) : (
        <p className="pay__done" role="status">
          {state === "succeeded" ? "This payment has been made." : "This payment was cancelled."}
        </p>
      )}
      <p className="pay__note">
        This page stands in for the card payment provider while the shop runs in demo mode.
      </p>
    </section>
  );
}

// /admin/orders/<id>/refund — a refund on a paid order: the opened order's Refund form
// posts here. Without JavaScript the first post answers the confirmation step, the second (intent
// confirm) gives the money back; with JavaScript the browser's dialog has asked already.
// `?delivery=<id>` refunds one gift of the order (its lines and fee). Every refund goes through
// the domain's refundOrder, which names the admin.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { adminMeta } from "~/admin-auth/admin-meta";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import {
  CONFIRM_REFUND,
  RefundConfirmation,
  RefundForm,
  RefundsGiven,
  REVIEW_REFUND,
} from "~/components/admin/orders/refund-form";
import { aedDecimal, formatAed } from "~/money/money";
import { giftOfOrder } from "~/orders/gift";
import { findOrder } from "~/orders/order-reads.server";
import { paymentSummaryOf } from "~/payments/payment-summary.server";
import { RefundRequest } from "~/payments/refund-request";
import { giftToRefund } from "~/payments/gift-refunds.server";
import { leftToRefundOfGift, refundOrder, reviewRefund } from "~/payments/refunds.server";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import { invariantResponse } from "~/platform/invariant";
import ordersStyles from "~/styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export const meta = adminMeta("Refund");

/** Back to the order, opened, in the orders list. */
const backTo = (orderId: string) => `/admin/orders?open=${orderId}#order-${orderId}`;

function orderToRefund(id: string) {
  const order = findOrder(id);
  invariantResponse(order, "Order not found", { status: 404 });
  return order;
}

/** The gift `?delivery=` names: its words and what is left of it, or null for the whole order. */
function giftAsked(order: NonNullable<ReturnType<typeof findOrder>>, deliveryId: string | null) {
  if (!deliveryId) return null;
  invariantResponse(
    order.deliveries.some((delivery) => delivery.id === deliveryId),
    "Delivery not found",
    { status: 404 },
  );
  const { delivery, number } = giftToRefund(order, deliveryId);
  const left = leftToRefundOfGift(order, deliveryId);
  const recipient = delivery.recipientName || order.customerName;
  return {
    id: delivery.id,
    label: `${giftOfOrder(order, number - 1) ?? "Gift 1"}: ${recipient}`,
    refundable: left > 0 ? { left: formatAed(left), leftAed: aedDecimal(left) } : null,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = orderToRefund(params.id ?? "");
  const payment = paymentSummaryOf(order);
  const gift = giftAsked(order, new URL(request.url).searchParams.get("delivery"));
  return {
    order: { id: order.id, orderNumber: order.orderNumber, total: formatAed(order.totalAmount) },
    payment: payment.text,
    refunds: payment.refunds,
    gift: gift ? { id: gift.id, label: gift.label } : null,
    refundable: gift ? gift.refundable : payment.refundable,
    back: backTo(order.id),
  };
}

const Intent = z.enum([REVIEW_REFUND, CONFIRM_REFUND]);

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, session, form } = await requireAdminForm(request);
  const order = orderToRefund(params.id ?? "");
  const intent = Intent.safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown action.", { status: 400 });
  const submission = parseWithZod(form, { schema: RefundRequest });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), confirm: null }, { status: 400 });
  }
  try {
    if (intent.data === REVIEW_REFUND) {
      const amount = reviewRefund(order.id, submission.value);
      return {
        result: null,
        confirm: {
          amount: formatAed(amount),
          amountAed: aedDecimal(amount),
          reason: submission.value.reason ?? "",
          deliveryId: submission.value.deliveryId ?? "",
        },
      };
    }
    const refund = await refundOrder(order.id, submission.value, admin.username);
    const message = `Refunded ${formatAed(refund.amount)} on ${order.orderNumber}: credit note ${refund.creditNoteNumber}.`;
    return redirectWithMessage(request, session, backTo(order.id), message);
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, { answer: (result) => ({ result, confirm: null }) });
  }
}

export default function RefundPage() {
  const { order, payment, refunds, gift, refundable, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage
      title={`Refund ${order.orderNumber}`}
      intro={`Order total ${order.total} · ${payment}`}
      className="refund-page"
    >
      <section className="refund-page__panel" aria-labelledby="refund-step">
        <h2 id="refund-step" className="order-details__title">
          {answer?.confirm ? "Confirm the refund" : "Refund to the customer's card"}
        </h2>
        {gift ? <p>{`Refund of ${gift.label} (its bouquets and delivery fee)`}</p> : null}
        {answer?.confirm ? (
          <RefundConfirmation orderId={order.id} back={back} {...answer.confirm} />
        ) : refundable ? (
          <RefundForm
            orderId={order.id}
            deliveryId={gift?.id}
            refundable={refundable}
            lastResult={answer?.result}
          />
        ) : (
          <p>{`Nothing is left to refund on this ${gift ? "gift" : "order"}.`}</p>
        )}
      </section>
      {refunds.length > 0 ? (
        <section className="refund-page__panel" aria-labelledby="refunds-given">
          <h2 id="refunds-given" className="order-details__title">
            Refunds given
          </h2>
          <RefundsGiven refunds={refunds} />
        </section>
      ) : null}
    </AdminPage>
  );
}

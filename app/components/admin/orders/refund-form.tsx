// Refunds in an opened order: those given, each with its tax credit note, and the form for
// another. Without JavaScript the form posts to the refund page, which asks for confirmation on
// a page of its own; with JavaScript the browser's dialog asks the same question and the form
// posts the confirmed refund straight away.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { FormField, InputField } from "~/components/forms";
import { formatAed } from "~/money/money";
import type { RefundableView, RefundView } from "~/orders/admin-order-view.server";
import { refundQuestion, RefundRequest } from "~/payments/refund-request";

/** The first post asks for confirmation; the second gives the money back. */
export const REVIEW_REFUND = "review";
export const CONFIRM_REFUND = "confirm";

export const refundPage = (orderId: string) => `/admin/orders/${orderId}/refund`;

export function RefundsGiven({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="refunds-given">
      {refunds.map((refund) => (
        <li key={refund.creditNoteNumber} className="refunds-given__item">
          <span className="refunds-given__head">
            <a href={refund.creditNoteHref} className="refunds-given__note">
              {`Credit note ${refund.creditNoteNumber}`}
            </a>
            <span className="refunds-given__amount">{refund.amount}</span>
          </span>
          {refund.reason ? <span>{refund.reason}</span> : null}
          <span className="order-details__muted">{`${refund.at} · by ${refund.by}`}</span>
        </li>
      ))}
    </ul>
  );
}

export function RefundForm({
  orderId,
  deliveryId,
  refundable,
  lastResult,
}: {
  orderId: string;
  /** One gift of the order to refund (its lines and fee), else the whole order. */
  deliveryId?: string;
  refundable: RefundableView;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const action = refundPage(orderId);
  const refunding = navigation.state !== "idle" && navigation.formAction === action;
  const [form, fields] = useForm({
    id: deliveryId ? `refund-${orderId}-${deliveryId}` : `refund-${orderId}`,
    lastResult,
    constraint: getZodConstraint(RefundRequest),
    defaultValue: { amount: refundable.leftAed, reason: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundRequest }),
  });
  const formProps = getFormProps(form);
  const hintId = `${fields.amount.id}-hint`;
  const amountProps = getInputProps(fields.amount, { type: "text" });

  // With JavaScript the dialog is the confirmation step: a yes posts the confirmed refund.
  const confirmInDialog = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const asked = parseWithZod(new FormData(event.currentTarget), { schema: RefundRequest });
    // Read as the action reads it: no amount is all that is left.
    const amount =
      asked.status !== "success"
        ? null
        : asked.value.amount === undefined
          ? refundable.left
          : formatAed(asked.value.amount);
    if (amount === null || !window.confirm(refundQuestion(amount))) {
      event.preventDefault();
      return;
    }
    const intent = event.currentTarget.elements.namedItem("intent") as HTMLInputElement;
    intent.value = CONFIRM_REFUND;
  };

  return (
    <Form
      method="post"
      action={action}
      className="admin-form refund-form"
      {...formProps}
      onSubmit={confirmInDialog}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={REVIEW_REFUND} />
      {deliveryId ? <input type="hidden" name="deliveryId" value={deliveryId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField label="Amount to refund (AED)" field={fields.amount}>
        <input
          className="input"
          inputMode="decimal"
          autoComplete="off"
          {...amountProps}
          aria-describedby={[amountProps["aria-describedby"], hintId].filter(Boolean).join(" ")}
        />
        <p className="refund-form__hint" id={hintId}>
          {`Up to ${refundable.left} is left to refund${deliveryId ? " on this gift" : ""}. All of it cancels the ${deliveryId ? "gift" : "order"} unless it was delivered.`}
        </p>
      </FormField>
      <InputField
        label="Reason (on the credit note)"
        field={fields.reason}
        autoComplete="off"
        maxLength={500}
      />
      <div className="refund-form__actions">
        <button type="submit" className="button button--secondary" disabled={refunding}>
          {refunding ? "Refunding…" : "Refund"}
        </button>
      </div>
    </Form>
  );
}

/** The confirmation step without JavaScript: the question, then Confirm or Back. */
export function RefundConfirmation({
  orderId,
  amount,
  amountAed,
  reason,
  deliveryId,
  back,
}: {
  orderId: string;
  amount: string;
  amountAed: string;
  reason: string;
  /** The gift refunded ('' for the whole order). */
  deliveryId: string;
  back: string;
}) {
  const navigation = useNavigation();
  const refunding = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" action={refundPage(orderId)} className="refund-confirm">
      <CsrfField />
      <input type="hidden" name="intent" value={CONFIRM_REFUND} />
      <input type="hidden" name="amount" value={amountAed} />
      <input type="hidden" name="reason" value={reason} />
      {deliveryId ? <input type="hidden" name="deliveryId" value={deliveryId} /> : null}
      <p className="refund-confirm__question">{refundQuestion(amount)}</p>
      {reason ? <p className="order-details__muted">{`Reason: ${reason}`}</p> : null}
      <div className="refund-form__actions">
        <button type="submit" className="button" disabled={refunding}>
          {refunding ? "Refunding…" : "Confirm refund"}
        </button>
        <Link to={back} className="button button--secondary">
          Back
        </Link>
      </div>
    </Form>
  );
}

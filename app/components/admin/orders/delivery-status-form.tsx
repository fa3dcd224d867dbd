// One gift's fulfilment status: a plain form posted to the orders page's action (its CSRF secret,
// the gift's id), so it works the same with JavaScript or without; the page reloads its row.
import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/admin/csrf-field";
import { statusLabel, type OrderStatus } from "~/db/order-statuses";
import { FULFILMENT_STATUSES } from "~/orders/delivery-status";

export function DeliveryStatusForm({
  orderId,
  deliveryId,
  number,
  status,
  action,
  error,
}: {
  orderId: string;
  deliveryId: string;
  /** The gift's number in its order (1 for the first). */
  number: number;
  status: OrderStatus;
  /** The page's own address, so the post comes back to the same sort and filters. */
  action: string;
  /** The action's refusal for this gift. */
  error?: string;
}) {
  const selectId = `delivery-status-${deliveryId}`;
  return (
    <Form method="post" action={action} className="order-status-form" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <label htmlFor={selectId} className="visually-hidden">
        {`Status of gift ${number}`}
      </label>
      <select
        id={selectId}
        name="status"
        className="select order-status-form__select"
        defaultValue={status}
        key={status}
        aria-describedby={error ? `${selectId}-error` : undefined}
      >
        {FULFILMENT_STATUSES.map((option) => (
          <option key={option} value={option} disabled={option === status}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary order-status-form__submit">
        Update status
      </button>
      {error ? (
        <p id={`${selectId}-error`} className="order-status-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

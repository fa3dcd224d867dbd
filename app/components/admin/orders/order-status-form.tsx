// One order's status menu (all six statuses, the current one disabled). Without
// JavaScript it is a plain form with an 'Update status' button; with it, choosing a status submits
// in place through a fetcher, and the page's loaders refresh the row and its history.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CsrfField } from "~/components/admin/csrf-field";
import { useHydrated } from "~/components/use-hydrated";
import { ORDER_STATUSES, statusLabel, type OrderStatus } from "~/db/order-statuses";

/** What the orders page says when a status change fails. */
export const STATUS_UPDATE_FAILED = "Failed to update order status. Please try again.";

export interface StatusActionData {
  orderId: string;
  /** Set when the change was of one gift of the order. */
  deliveryId?: string;
  message?: string;
  error?: string;
}

export function OrderStatusForm({
  orderId,
  orderNumber,
  status,
  action,
  error,
  onUpdated,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  /** The page's own address, so a plain post comes back to the same sort and filters. */
  action: string;
  /** The action's refusal for this order after a plain (no-JavaScript) post. */
  error?: string;
  onUpdated: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<StatusActionData>({ key: `order-status-${orderId}` });
  const form = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";
  const asked = fetcher.formData?.get("status");
  const shown = pending && typeof asked === "string" ? asked : status;
  const selectId = `status-${orderId}`;

  // Each answer is reported once: a success to the page's status message, a failure as an alert.
  const reported = useRef<StatusActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if (result.error) window.alert(STATUS_UPDATE_FAILED);
    else if (result.message) onUpdated(result.message);
  }, [fetcher.state, fetcher.data, onUpdated]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      className="order-status-form"
      aria-busy={pending || undefined}
    >
      <CsrfField />
      <input type="hidden" name="orderId" value={orderId} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <label htmlFor={selectId} className="visually-hidden">
        {`Status of ${orderNumber}`}
      </label>
      <select
        id={selectId}
        name="status"
        className="select order-status-form__select"
        value={shown}
        onChange={(event) => {
          if (hydrated) fetcher.submit(event.currentTarget.form);
        }}
        aria-describedby={error ? `${selectId}-error` : undefined}
      >
        {ORDER_STATUSES.map((option) => (
          <option key={option} value={option} disabled={option === status}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
      {hydrated ? (
        <span className="order-status-form__pending">{pending ? "Updating…" : ""}</span>
      ) : (
        <button type="submit" className="button button--secondary order-status-form__submit">
          Update status
        </button>
      )}
      {error ? (
        <p id={`${selectId}-error`} className="order-status-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

// A row's Remove button: its own little form, named with the date for screen readers.
import { Form } from "@remix-run/react";
import { REMOVE_DATE } from "~/delivery/delivery-settings-form";
import { CsrfField } from "~/components/admin/csrf-field";

export function RemoveDate({ date, label }: { date: string; label: string }) {
  return (
    <Form method="post" className="delivery-remove">
      <CsrfField />
      <input type="hidden" name="intent" value={REMOVE_DATE} />
      <input type="hidden" name="date" value={date} />
      <button type="submit" className="admin-link-button" aria-label={`Remove ${label}`}>
        Remove
      </button>
    </Form>
  );
}

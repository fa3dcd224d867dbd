// "Closed dates": the dates the atelier takes no deliveries, with the reason customers read, and
// the form that adds one.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { CLOSE_DATE, ClosedDateForm } from "~/delivery/delivery-settings-form";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { ColumnHeads } from "~/components/column-heads";
import { FormField, InputField } from "~/components/forms";
import { RemoveDate } from "./remove-date";
import { useSaving } from "./use-saving";

export interface ClosedDateRow {
  date: string;
  /** "Sunday 14 February 2027" */
  day: string;
  /** "14 February 2027", for the Remove button's name. */
  label: string;
  reason: string;
}

export function ClosedDates({
  dates,
  titleId,
  today,
  lastResult,
}: {
  dates: ClosedDateRow[];
  /** The panel's heading, which names the table's scrolling box too. */
  titleId: string;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <>
      {dates.length === 0 ? (
        <p className="delivery-panel__empty">No closed dates. Every day takes deliveries.</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table className="admin-table delivery-table">
            <ColumnHeads
              columns={[
                "Date",
                "Reason",
                { label: "Actions", className: "delivery-table__action" },
              ]}
            />
            <tbody>
              {dates.map((closed) => (
                <tr key={closed.date}>
                  <th scope="row">
                    <time dateTime={closed.date}>{closed.day}</time>
                  </th>
                  <td>{closed.reason}</td>
                  <td className="delivery-table__action">
                    <RemoveDate date={closed.date} label={closed.label} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CloseDateForm today={today} lastResult={lastResult} />
    </>
  );
}

function CloseDateForm({
  today,
  lastResult,
}: {
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const saving = useSaving(CLOSE_DATE);
  const [form, fields] = useForm({
    id: CLOSE_DATE,
    lastResult,
    constraint: getZodConstraint(ClosedDateForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClosedDateForm }),
  });
  return (
    <Form method="post" className="admin-form delivery-form delivery-add" {...getFormProps(form)}>
      <h3 className="delivery-add__title">Close a date</h3>
      <CsrfField />
      <input type="hidden" name="intent" value={CLOSE_DATE} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="delivery-form__pair">
        <FormField label="Date" field={fields.date}>
          <input className="input" min={today} {...getInputProps(fields.date, { type: "date" })} />
        </FormField>
        <InputField
          label="Reason customers see"
          field={fields.reason}
          placeholder="Closed for Eid Al Adha"
        />
      </div>
      <div className="delivery-form__actions">
        <button type="submit" className="button button--secondary" disabled={saving}>
          {saving ? "Closing…" : "Close Date"}
        </button>
      </div>
    </Form>
  );
}

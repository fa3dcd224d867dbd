// "Special dates": the dates with their own capacities (Valentine's, Mother's Day), and the form
// that adds one.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { ADD_SPECIAL_DATE, SpecialDateForm } from "~/delivery/delivery-settings-form";
import { DELIVERY_SLOTS, type SlotValue } from "~/delivery/delivery-window";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { ColumnHeads } from "~/components/column-heads";
import { FormField, InputField } from "~/components/forms";
import { CapacityFields } from "./capacity-fields";
import { RemoveDate } from "./remove-date";
import { useSaving } from "./use-saving";

/** A special date, with each slot's capacity in words under the slot's name: "12" or "No limit". */
export interface SpecialDateRow extends Record<SlotValue, string> {
  date: string;
  day: string;
  label: string;
  note: string | null;
}

const COLUMNS = [
  "Date",
  ...DELIVERY_SLOTS.map((slot) => slot.label),
  "Note",
  { label: "Actions", className: "delivery-table__action" },
];

export function SpecialDates({
  dates,
  titleId,
  today,
  lastResult,
}: {
  dates: SpecialDateRow[];
  /** The panel's heading, which names the table's scrolling box too. */
  titleId: string;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <>
      {dates.length === 0 ? (
        <p className="delivery-panel__empty">No special dates. Every day has the usual capacity.</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table className="admin-table delivery-table">
            <ColumnHeads columns={COLUMNS} />
            <tbody>
              {dates.map((special) => (
                <tr key={special.date}>
                  <th scope="row">
                    <time dateTime={special.date}>{special.day}</time>
                  </th>
                  {DELIVERY_SLOTS.map((slot) => (
                    <td key={slot.value}>{special[slot.value]}</td>
                  ))}
                  <td>{special.note ?? ""}</td>
                  <td className="delivery-table__action">
                    <RemoveDate date={special.date} label={special.label} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddSpecialDateForm today={today} lastResult={lastResult} />
    </>
  );
}

function AddSpecialDateForm({
  today,
  lastResult,
}: {
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const saving = useSaving(ADD_SPECIAL_DATE);
  const [form, fields] = useForm({
    id: ADD_SPECIAL_DATE,
    lastResult,
    constraint: getZodConstraint(SpecialDateForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SpecialDateForm }),
  });
  return (
    <Form method="post" className="admin-form delivery-form delivery-add" {...getFormProps(form)}>
      <h3 className="delivery-add__title">Add a special date</h3>
      <CsrfField />
      <input type="hidden" name="intent" value={ADD_SPECIAL_DATE} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField label="Special date" field={fields.date}>
        <input className="input" min={today} {...getInputProps(fields.date, { type: "date" })} />
      </FormField>
      <CapacityFields id="special" fields={fields} />
      <InputField label="Note" field={fields.note} placeholder="Valentine's Day" />
      <div className="delivery-form__actions">
        <button type="submit" className="button button--secondary" disabled={saving}>
          {saving ? "Adding…" : "Add Special Date"}
        </button>
      </div>
    </Form>
  );
}

// "Delivery rules": the same-day cut-off, each slot's hours and capacity, and the delivery fee
// where no zone decides it, read by the same Conform + Zod schema in the browser and in the
// action. A plain form: it works without JavaScript.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { DeliveryRulesForm, SAVE_RULES } from "~/delivery/delivery-settings-form";
import type { SlotValue } from "~/delivery/delivery-window";
import type { slotHourBox } from "~/delivery/delivery-settings-form";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { FormField } from "~/components/forms";
import { CapacityFields } from "./capacity-fields";
import { SlotHourFields } from "./slot-hour-fields";
import { useSaving } from "./use-saving";

/** The rules as the form's boxes show them, a capacity per slot: empty for no limit or never. */
export interface RulesValues
  extends Record<SlotValue, string>, Record<ReturnType<typeof slotHourBox>, string> {
  sameDayCutoff: string;
  deliveryFee: string;
  freeDeliveryFrom: string;
}

/** Which fee wins, said where the fee is typed. */
export const FEE_RULE =
  "Zones decide the fee: an address in a zone pays that zone's fee. This fee is charged only when no zone is known yet: an order whose recipient gives the address later, and the price shown before an area is chosen.";

export function RulesForm({
  rules,
  lastResult,
}: {
  rules: RulesValues;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const saving = useSaving(SAVE_RULES);
  const [form, fields] = useForm({
    id: SAVE_RULES,
    lastResult,
    defaultValue: rules,
    constraint: getZodConstraint(DeliveryRulesForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeliveryRulesForm }),
  });
  const freeHintId = `${fields.freeDeliveryFrom.id}-hint`;
  const freeProps = getInputProps(fields.freeDeliveryFrom, { type: "number" });
  const feeHintId = `${fields.deliveryFee.id}-hint`;
  const feeProps = getInputProps(fields.deliveryFee, { type: "number" });

  return (
    <Form method="post" className="admin-form delivery-form" {...getFormProps(form)}>
      <CsrfField />
      <input type="hidden" name="intent" value={SAVE_RULES} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField label="Same-day cut-off" field={fields.sameDayCutoff}>
        <input className="input" {...getInputProps(fields.sameDayCutoff, { type: "time" })} />
      </FormField>
      <SlotHourFields fields={fields} />
      <CapacityFields id="rules" fields={fields} />
      <div className="delivery-form__pair">
        <FormField label="Delivery fee (AED)" field={fields.deliveryFee}>
          <input
            className="input"
            min={0}
            step={0.01}
            inputMode="decimal"
            {...feeProps}
            aria-describedby={[feeProps["aria-describedby"], feeHintId].filter(Boolean).join(" ")}
          />
          <p className="delivery-form__hint" id={feeHintId}>
            {FEE_RULE}
          </p>
        </FormField>
        <FormField label="Free delivery from (AED)" field={fields.freeDeliveryFrom}>
          <input
            className="input"
            min={0}
            step={0.01}
            inputMode="decimal"
            {...freeProps}
            aria-describedby={[freeProps["aria-describedby"], freeHintId].filter(Boolean).join(" ")}
          />
          <p className="delivery-form__hint" id={freeHintId}>
            Leave empty if delivery is never free
          </p>
        </FormField>
      </div>
      <div className="delivery-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save Rules"}
        </button>
      </div>
    </Form>
  );
}

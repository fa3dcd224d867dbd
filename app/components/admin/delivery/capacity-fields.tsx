// The capacity boxes of the rules and of a special date, one per delivery slot: a whole number of
// orders per day, empty for no limit, each box described by the one hint.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/forms";
import { DELIVERY_SLOTS, type SlotValue } from "~/delivery/delivery-window";

type CapacityField = FieldMetadata<string | number | null | undefined>;

export function CapacityFields({
  id,
  fields,
}: {
  /** Prefix of the hint's id, unique on the page. */
  id: string;
  fields: Record<SlotValue, CapacityField>;
}) {
  const hintId = `${id}-capacity-hint`;
  const slots = DELIVERY_SLOTS.map((slot) => ({
    label: `${slot.label} capacity (orders per day)`,
    field: fields[slot.value],
  }));
  return (
    <fieldset className="delivery-capacities">
      <legend className="delivery-capacities__legend">Capacity per slot</legend>
      <p className="delivery-form__hint" id={hintId}>
        Leave empty for no limit
      </p>
      {slots.map(({ label, field }) => {
        const props = getInputProps(field, { type: "number" });
        return (
          <FormField key={field.name} label={label} field={field}>
            <input
              className="input"
              min={0}
              step={1}
              inputMode="numeric"
              {...props}
              aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}

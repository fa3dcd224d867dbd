// The three capacity boxes (morning, afternoon, evening) of the rules and of a special date: a
// whole number of orders per day, empty for no limit, each box described by the one hint.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/forms";

type CapacityField = FieldMetadata<string | number | null | undefined>;

export function CapacityFields({
  id,
  fields,
}: {
  /** Prefix of the hint's id, unique on the page. */
  id: string;
  fields: { morning: CapacityField; afternoon: CapacityField; evening: CapacityField };
}) {
  const hintId = `${id}-capacity-hint`;
  const slots = [
    { label: "Morning capacity (orders per day)", field: fields.morning },
    { label: "Afternoon capacity (orders per day)", field: fields.afternoon },
    { label: "Evening capacity (orders per day)", field: fields.evening },
  ];
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

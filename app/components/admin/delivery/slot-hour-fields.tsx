// The hours of each delivery slot on the rules form: a start and an end per slot, on the shop's
// clock. Every page, email and sheet that names a slot shows these hours once saved.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/forms";
import { slotHourBox } from "~/delivery/delivery-settings-form";
import { SLOT_DAY } from "~/delivery/delivery-settings";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";

type HourField = FieldMetadata<string | undefined>;

export function SlotHourFields({
  fields,
}: {
  fields: Record<ReturnType<typeof slotHourBox>, HourField>;
}) {
  const hintId = "slot-hours-hint";
  return (
    <fieldset className="delivery-capacities">
      <legend className="delivery-capacities__legend">Slot hours</legend>
      <p className="delivery-form__hint" id={hintId}>
        Between {SLOT_DAY.from} and {SLOT_DAY.to}, in order and not overlapping. A slot is offered
        today only before it starts. Checkout, emails, slips and the Delivery policy&apos;s{" "}
        {"{slots}"} show these hours.
      </p>
      {DELIVERY_SLOTS.map((slot) => (
        <div className="delivery-form__pair" key={slot.value}>
          {(["start", "end"] as const).map((edge) => {
            const field = fields[slotHourBox(slot.value, edge)];
            const props = getInputProps(field, { type: "time" });
            return (
              <FormField
                key={edge}
                label={`${slot.label} ${edge === "start" ? "starts" : "ends"}`}
                field={field}
              >
                <input
                  className="input"
                  {...props}
                  aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
                />
              </FormField>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

// "Zones": the areas delivered to, grouped with their fee, free-delivery threshold, same-day and
// lead days. One plain form for every zone, with an empty one to add and a 'Remove' box on each:
// it works without JavaScript, and is saved into the settings' history like every change.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { EMIRATES } from "~/delivery/address";
import { MAX_LEAD_DAYS } from "~/delivery/delivery-settings";
import { SAVE_ZONES } from "~/delivery/delivery-settings-form";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { FormField } from "~/components/forms";
import { useSaving } from "./use-saving";

/** A zone as the form's boxes show it: amounts in AED, areas one per line 'English | Arabic'. */
export interface ZoneValues {
  id: string;
  nameEn: string;
  nameAr: string;
  emirate: string;
  areas: string;
  fee: string;
  freeDeliveryFrom: string;
  sameDay: "on" | "";
  leadDays: string;
  /** Ticked to leave the zone out when saving. */
  remove?: "on";
}

export const NEW_ZONE: ZoneValues = {
  id: "",
  nameEn: "",
  nameAr: "",
  emirate: "Dubai",
  areas: "",
  fee: "",
  freeDeliveryFrom: "",
  sameDay: "on",
  leadDays: "0",
};

export function ZonesForm({
  zones,
  lastResult,
}: {
  zones: ZoneValues[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const saving = useSaving(SAVE_ZONES);
  const [form, fields] = useForm({
    id: SAVE_ZONES,
    lastResult,
    // The zones in force, then an empty one: filled in, it is added.
    defaultValue: { zones: [...zones, NEW_ZONE] },
    shouldValidate: "onSubmit",
  });
  const rows = fields.zones.getFieldList();

  return (
    <Form method="post" className="admin-form delivery-form" {...getFormProps(form)}>
      <CsrfField />
      <input type="hidden" name="intent" value={SAVE_ZONES} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {rows.map((row, index) => {
        const zone = row.getFieldset();
        const isNew = !zone.id.initialValue;
        const title = isNew ? "New zone" : (zone.nameEn.initialValue ?? `Zone ${index + 1}`);
        const areasHint = `${zone.areas.id}-hint`;
        const areasProps = getTextareaProps(zone.areas);
        return (
          <fieldset key={row.key} className="delivery-zone">
            <legend className="delivery-capacities__legend">{title}</legend>
            {isNew ? (
              <p className="delivery-form__hint">
                Fill in to add a zone; left empty, it is ignored.
              </p>
            ) : (
              <input type="hidden" name={zone.id.name} value={zone.id.initialValue ?? ""} />
            )}
            <div className="delivery-form__pair">
              <FormField label="Name (English)" field={zone.nameEn}>
                <input className="input" {...getInputProps(zone.nameEn, { type: "text" })} />
              </FormField>
              <FormField label="الاسم بالعربية" field={zone.nameAr}>
                <input
                  className="input"
                  dir="rtl"
                  lang="ar"
                  {...getInputProps(zone.nameAr, { type: "text" })}
                />
              </FormField>
            </div>
            <FormField label="Emirate" field={zone.emirate}>
              <select className="select" {...getSelectProps(zone.emirate)}>
                {EMIRATES.map((emirate) => (
                  <option key={emirate.name} value={emirate.name}>
                    {emirate.name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Areas" field={zone.areas}>
              <textarea
                className="input delivery-zone__areas"
                rows={6}
                dir="auto"
                {...areasProps}
                aria-describedby={[areasProps["aria-describedby"], areasHint]
                  .filter(Boolean)
                  .join(" ")}
              />
              <p className="delivery-form__hint" id={areasHint}>
                One area per line: English | Arabic (e.g. Dubai Marina | دبي مارينا)
              </p>
            </FormField>
            <div className="delivery-form__pair">
              <FormField label="Fee (AED)" field={zone.fee}>
                <input
                  className="input"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  {...getInputProps(zone.fee, { type: "number" })}
                />
              </FormField>
              <FormField label="Free from (AED)" field={zone.freeDeliveryFrom}>
                <input
                  className="input"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  {...getInputProps(zone.freeDeliveryFrom, { type: "number" })}
                />
              </FormField>
            </div>
            <div className="delivery-form__pair">
              <FormField label="Lead days" field={zone.leadDays}>
                <input
                  className="input"
                  min={0}
                  max={MAX_LEAD_DAYS}
                  step={1}
                  inputMode="numeric"
                  {...getInputProps(zone.leadDays, { type: "number" })}
                />
              </FormField>
              <div className="delivery-zone__checks">
                <label className="delivery-zone__check">
                  <input {...getInputProps(zone.sameDay, { type: "checkbox" })} /> Same-day delivery
                </label>
                {isNew ? null : (
                  <label className="delivery-zone__check">
                    <input {...getInputProps(zone.remove, { type: "checkbox" })} /> Remove this zone
                  </label>
                )}
              </div>
            </div>
          </fieldset>
        );
      })}
      <div className="delivery-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save Zones"}
        </button>
      </div>
    </Form>
  );
}

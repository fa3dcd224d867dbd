// The recipient's address form: the emirate, the area (the zones' areas, grouped per emirate),
// the building or villa, and what helps the driver. A plain POST that works without JavaScript;
// with it, the same schema judges each field in the browser first.
import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormField, InputField, TextareaField, useZodForm } from "~/components/forms";
import { EMIRATES } from "~/delivery/address";
import { useTranslator } from "~/i18n/use-translator";
import { recipientAddressSchema, type AreaChoices } from "~/orders/recipient-address";

export function RecipientAddressForm({
  areas: groups,
  areaHint,
  lastResult,
}: {
  areas: AreaChoices;
  /** Said under the Area: what to do when one's area is not offered. */
  areaHint?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t, language, say } = useTranslator();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const schema = useMemo(() => recipientAddressSchema(groups), [groups]);
  const [form, fields] = useZodForm(schema, { id: "recipient-address", lastResult });
  const emirateName = (name: string) => {
    const emirate = EMIRATES.find((candidate) => candidate.name === name);
    return language === "ar" && emirate ? emirate.nameAr : name;
  };
  const optional = (label: string) => t("recipient.field.optional", { label });

  return (
    <Form method="post" className="recipient-form" {...getFormProps(form)}>
      {form.errors ? (
        <p id={form.errorId} className="alert alert--error recipient-form__wide" role="alert">
          {form.errors.map(say).join(" ")}
        </p>
      ) : null}
      <FormField label={t("recipient.field.emirate")} field={fields.emirate}>
        <select
          {...getSelectProps(fields.emirate)}
          className="select"
          autoComplete="address-level1"
        >
          <option value="">{t("recipient.field.chooseEmirate")}</option>
          {groups.map((group) => (
            <option key={group.emirate} value={group.emirate}>
              {emirateName(group.emirate)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("recipient.field.area")} field={fields.area} hint={areaHint}>
        <select {...getSelectProps(fields.area)} className="select">
          <option value="">{t("recipient.field.chooseArea")}</option>
          {groups.map((group) => (
            <optgroup key={group.emirate} label={emirateName(group.emirate)}>
              {group.areas.map((area) => (
                <option key={area.en} value={area.en}>
                  {language === "ar" ? (area.ar ?? area.en) : area.en}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <InputField
        label={t("recipient.field.building")}
        field={fields.building}
        autoComplete="address-line1"
        dir="auto"
      />
      <InputField
        label={optional(t("recipient.field.flat"))}
        field={fields.flat}
        autoComplete="address-line2"
        dir="auto"
      />
      <InputField
        label={optional(t("recipient.field.street"))}
        field={fields.street}
        className="recipient-form__wide"
        dir="auto"
      />
      <TextareaField
        label={optional(t("recipient.field.landmark"))}
        field={fields.landmark}
        className="recipient-form__wide"
        rows={3}
        dir="auto"
      />
      <InputField
        label={optional(t("recipient.field.makani"))}
        field={fields.makani}
        hint={t("recipient.field.makaniHint")}
        inputMode="numeric"
        dir="ltr"
      />
      <InputField
        label={optional(t("recipient.field.mapUrl"))}
        field={fields.mapUrl}
        hint={t("recipient.field.mapUrlHint")}
        type="text"
        inputMode="url"
        dir="ltr"
      />
      <p className="recipient-form__privacy recipient-form__wide">{t("recipient.page.privacy")}</p>
      <div className="recipient-form__wide">
        <button type="submit" className="button" aria-disabled={busy ? true : undefined}>
          {busy ? t("recipient.page.saving") : t("recipient.page.save")}
        </button>
      </div>
    </Form>
  );
}

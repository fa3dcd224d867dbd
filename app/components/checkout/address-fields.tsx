// The checkout's 'Delivery Address' as a driver in Dubai needs it: the emirate, the area (the
// delivery zones' areas, grouped by emirate), the building, then what helps find the door. Without
// JavaScript the Area list holds every emirate's areas; with it, choosing an emirate narrows it.
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { EMIRATES, type Emirate } from "~/delivery/address";
import type { ZoneText } from "~/delivery/zones";
import { describedBy, FormField, InputField } from "~/components/forms";
import type { Language } from "~/i18n/languages";
import { useTranslator } from "~/i18n/use-translator";

type Text = FieldMetadata<string | undefined>;

export interface AddressFieldSet {
  emirate: FieldMetadata<Emirate>;
  area: Text;
  building: Text;
  flat: Text;
  street: Text;
  landmark: Text;
  makani: Text;
  mapUrl: Text;
}

const emirateName = (emirate: Emirate, language: Language) => {
  const names = EMIRATES.find((candidate) => candidate.name === emirate);
  return language === "ar" ? (names?.nameAr ?? emirate) : emirate;
};

/** An area in the page's language: its Arabic name on Arabic pages, the English one until written. */
const areaName = (area: ZoneText, language: Language) =>
  language === "ar" && area.ar ? area.ar : area.en;

export function AddressFields({
  fields,
  choices,
  scripted,
  chosenArea,
}: {
  fields: AddressFieldSet;
  choices: { emirate: Emirate; areas: ZoneText[] }[];
  /** The area chosen on the bouquet page ('Deliver to'), whose zone priced what was shown. */
  chosenArea?: string;
  /** JavaScript runs: the Area list follows the chosen emirate. */
  scripted: boolean;
}) {
  const { t, language } = useTranslator();
  const chosenEmirate = chosenArea
    ? choices.find((choice) => choice.areas.some((area) => area.en === chosenArea))?.emirate
    : undefined;
  const [emirate, setEmirate] = useState(fields.emirate.initialValue ?? chosenEmirate ?? "");
  const emirateProps = getSelectProps(fields.emirate);
  const areaProps = getSelectProps(fields.area);
  const shown =
    scripted && choices.some((choice) => choice.emirate === emirate)
      ? choices.filter((choice) => choice.emirate === emirate)
      : choices;

  return (
    <fieldset className="checkout__address checkout__wide">
      <legend className="checkout__address-legend">{t("checkout.address")}</legend>
      <FormField label={t("address.emirate")} field={fields.emirate}>
        <select
          {...emirateProps}
          defaultValue={fields.emirate.initialValue ?? chosenEmirate ?? ""}
          aria-describedby={describedBy(fields.emirate, emirateProps["aria-describedby"], false)}
          className="select"
          autoComplete="address-level1"
          onChange={(event) => setEmirate(event.currentTarget.value)}
        >
          <option value="">{t("address.chooseEmirate")}</option>
          {choices.map((choice) => (
            <option key={choice.emirate} value={choice.emirate}>
              {emirateName(choice.emirate, language)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("address.area")} field={fields.area}>
        <select
          {...areaProps}
          defaultValue={fields.area.initialValue ?? (chosenEmirate ? chosenArea : "")}
          aria-describedby={describedBy(fields.area, areaProps["aria-describedby"], false)}
          className="select"
        >
          <option value="">{t("address.chooseArea")}</option>
          {shown.map((choice) => (
            <optgroup key={choice.emirate} label={emirateName(choice.emirate, language)}>
              {choice.areas.map((area) => (
                <option
                  key={area.en}
                  value={area.en}
                  lang={language === "ar" && !area.ar ? "en" : undefined}
                >
                  {areaName(area, language)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <InputField
        label={t("address.building")}
        field={fields.building}
        autoComplete="address-line1"
      />
      <InputField label={t("address.flat")} field={fields.flat} autoComplete="address-line2" />
      <InputField label={t("address.street")} field={fields.street} />
      <InputField
        label={t("address.makani")}
        field={fields.makani}
        inputMode="numeric"
        // Ten digits in two groups, read left to right in either language.
        dir="ltr"
        hint={t("address.makaniHint")}
      />
      <InputField
        label={t("address.landmark")}
        field={fields.landmark}
        className="checkout__wide"
      />
      <InputField
        label={t("address.mapUrl")}
        field={fields.mapUrl}
        className="checkout__wide"
        inputMode="url"
        dir="ltr"
        hint={t("address.mapUrlHint")}
      />
    </fieldset>
  );
}

// What the bouquet is made of, how big it is and how to care for it, in English and Arabic: the
// item page shows them when the chosen size has none of its own (care is the bouquet's alone).
import type { FieldMetadata } from "@conform-to/react";
import { InputField, TextareaField } from "~/components/forms";
import type { ItemFormFields } from "~/catalogue/item-form-schema";

type Fields = {
  [K in keyof ItemFormFields]-?: FieldMetadata<ItemFormFields[K], ItemFormFields, string[]>;
};

export function BouquetFacts({
  fields,
}: {
  fields: Pick<
    Fields,
    "ingredients" | "ingredientsAr" | "dimensions" | "dimensionsAr" | "care" | "careAr"
  >;
}) {
  const arabic = { dir: "rtl", lang: "ar" } as const;
  return (
    <fieldset className="item-form__section">
      <legend className="item-form__legend">Ingredients, dimensions and care</legend>
      <p className="item-hint">
        Shown on the bouquet&apos;s page for every size that has none of its own. Left empty, the
        Arabic page shows the English text, and the care instructions are the shop&apos;s general
        ones.
      </p>
      <InputField
        key={fields.ingredients.key}
        label="Ingredients (comma-separated)"
        field={fields.ingredients}
        placeholder="e.g. Garden roses, Eucalyptus, Silk ribbon"
        autoComplete="off"
      />
      <InputField
        key={fields.ingredientsAr.key}
        label="المكوّنات بالعربية (افصل بينها بفاصلة)"
        field={fields.ingredientsAr}
        placeholder="مثال: ورد الحدائق، أوكالبتوس، شريط حريري"
        autoComplete="off"
        {...arabic}
      />
      <InputField
        key={fields.dimensions.key}
        label="Dimensions (optional)"
        field={fields.dimensions}
        placeholder="e.g. About 45 cm tall, 35 cm wide"
        autoComplete="off"
      />
      <InputField
        key={fields.dimensionsAr.key}
        label="المقاسات بالعربية"
        field={fields.dimensionsAr}
        placeholder="مثال: بارتفاع 45 سم تقريبًا وعرض 35 سم"
        autoComplete="off"
        {...arabic}
      />
      <TextareaField
        key={fields.care.key}
        label="Care instructions (optional, one per line)"
        field={fields.care}
        rows={3}
      />
      <TextareaField
        key={fields.careAr.key}
        label="تعليمات العناية بالعربية (تعليمة في كل سطر)"
        field={fields.careAr}
        rows={3}
        {...arabic}
      />
    </fieldset>
  );
}

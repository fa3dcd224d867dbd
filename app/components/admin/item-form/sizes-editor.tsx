// The sizes of a bouquet as repeatable groups. 'Add size' and
// 'Remove' are Conform list intents: without JavaScript they post the form and come back with
// the list changed; with JavaScript they act at once. With JavaScript, leaving a size group that
// has become complete says 'Size "{name}" added', and leaving a complete one changed says
// 'Size "{name}" updated'.
import { type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, type FocusEvent } from "react";
import { InputField, TextareaField } from "~/components/forms";
import { EMPTY_SIZE, SizeForm, type ItemFormFields } from "~/catalogue/item-form-schema";

const PARTS = [
  "sizeName",
  "sizeNameAr",
  "price",
  "comparePrice",
  "description",
  "ingredients",
  "dimensions",
  "descriptionAr",
  "ingredientsAr",
  "dimensionsAr",
] as const;

/** The group's values as typed, read from its inputs (`sizes[0].price` → `price`). */
function typedSize(group: HTMLFieldSetElement) {
  const values: Record<string, string> = {};
  for (const element of group.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const part = PARTS.find((name) => element.name.endsWith(`.${name}`));
    if (part) values[part] = element.value;
  }
  const parsed = SizeForm.safeParse(values);
  return { text: JSON.stringify(values), size: parsed.success ? parsed.data : null };
}

/** A size's first one-line fields: its name, then its prices in AED. */
const SIZE_INPUTS = [
  {
    part: "sizeName",
    label: "Size name",
    className: "item-size__name",
    required: true,
    placeholder: "e.g. Grand",
  },
  {
    part: "price",
    label: "Price (AED)",
    className: "item-size__price",
    required: true,
    inputMode: "decimal",
    autoComplete: "off",
  },
  {
    part: "comparePrice",
    label: "Compare price (AED)",
    className: "item-size__compare",
    inputMode: "decimal",
    autoComplete: "off",
  },
] as const;

type SizesField = FieldMetadata<ItemFormFields["sizes"], ItemFormFields, string[]>;

export function SizesEditor({
  form,
  field,
  announce,
}: {
  form: FormMetadata<ItemFormFields, string[]>;
  field: SizesField;
  announce: (message: string) => void;
}) {
  const sizes = field.getFieldList();
  const entered = useRef(new Map<string, ReturnType<typeof typedSize>>());
  const list = useRef<HTMLOListElement>(null);
  const count = useRef(sizes.length);

  // A size just added gets the focus, so its name can be typed straight away.
  useEffect(() => {
    if (sizes.length > count.current) {
      list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
    }
    count.current = sizes.length;
  }, [sizes.length]);

  const leaves = (event: FocusEvent<HTMLFieldSetElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null);

  const onEnter = (key: string) => (event: FocusEvent<HTMLFieldSetElement>) => {
    if (leaves(event)) entered.current.set(key, typedSize(event.currentTarget));
  };
  const onLeave = (key: string) => (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!leaves(event)) return;
    const before = entered.current.get(key);
    const after = typedSize(event.currentTarget);
    entered.current.delete(key);
    if (!before || !after.size || before.text === after.text) return;
    announce(`Size "${after.size.sizeName}" ${before.size ? "updated" : "added"}`);
  };

  return (
    <fieldset className="item-form__section item-sizes" aria-describedby={field.errorId}>
      <legend className="item-form__legend">Sizes</legend>
      <p className="item-hint item-sizes__intro">
        Each size has its own price in AED, VAT included. Compare price, description, ingredients
        (separated by commas) and dimensions are optional, in English and Arabic; a size without
        ingredients or dimensions shows the bouquet&apos;s.
      </p>
      {field.errors ? (
        <p id={field.errorId} className="field-error" role="alert">
          {field.errors.join(" ")}
        </p>
      ) : null}
      <ol className="item-sizes__list" ref={list}>
        {sizes.map((size, index) => {
          const parts = size.getFieldset();
          const key = size.key ?? String(index);
          return (
            <li key={key} className="item-sizes__item">
              <fieldset className="item-size" onFocus={onEnter(key)} onBlur={onLeave(key)}>
                <legend className="item-size__legend">Size {index + 1}</legend>
                {SIZE_INPUTS.map(({ part, ...input }) => (
                  <InputField key={`${part}:${parts[part].key}`} field={parts[part]} {...input} />
                ))}
                <InputField
                  key={parts.sizeNameAr.key}
                  label="اسم الحجم بالعربية"
                  field={parts.sizeNameAr}
                  className="item-size__wide"
                  dir="rtl"
                  lang="ar"
                  autoComplete="off"
                />
                <TextareaField
                  key={parts.description.key}
                  label="Description (optional)"
                  field={parts.description}
                  className="item-size__wide"
                  rows={2}
                />
                <TextareaField
                  key={parts.descriptionAr.key}
                  label="الوصف بالعربية"
                  field={parts.descriptionAr}
                  className="item-size__wide"
                  rows={2}
                  dir="rtl"
                  lang="ar"
                />
                <InputField
                  key={parts.ingredients.key}
                  label="Ingredients (comma-separated)"
                  field={parts.ingredients}
                  className="item-size__wide"
                  placeholder="e.g. Garden roses, Eucalyptus, Silk ribbon"
                />
                <InputField
                  key={parts.ingredientsAr.key}
                  label="المكوّنات بالعربية (افصل بينها بفاصلة)"
                  field={parts.ingredientsAr}
                  className="item-size__wide"
                  dir="rtl"
                  lang="ar"
                  autoComplete="off"
                />
                <InputField
                  key={parts.dimensions.key}
                  label="Dimensions (optional)"
                  field={parts.dimensions}
                  className="item-size__wide"
                  placeholder="e.g. About 55 cm tall"
                  autoComplete="off"
                />
                <InputField
                  key={parts.dimensionsAr.key}
                  label="المقاسات بالعربية"
                  field={parts.dimensionsAr}
                  className="item-size__wide"
                  dir="rtl"
                  lang="ar"
                  autoComplete="off"
                />
                <button
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  className="admin-link-button item-size__remove"
                >
                  Remove<span className="visually-hidden"> size {index + 1}</span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_SIZE })}
        className="button button--secondary item-sizes__add"
      >
        Add size
      </button>
    </fieldset>
  );
}

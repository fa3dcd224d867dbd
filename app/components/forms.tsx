// The one wrapper every form field uses: its label, the control, and its error list, which
// Conform's props already point at through aria-describedby. The admin lists' filters wear the
// same frame (LabelledField) without an error list.
import { getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { z } from "zod";
import { useTranslator } from "~/i18n/use-translator";

type Field = FieldMetadata<string | boolean | number | null | undefined>;

/** A form's schema: what its fields hold as posted, what they become once checked. */
type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

type ZodFormOptions<Fields extends Record<string, unknown>, Value> = Omit<
  Parameters<typeof useForm<Fields, Value>>[0],
  "constraint" | "onValidate"
>;

/**
 * A Conform form checked in the browser by the one Zod schema its action runs (STYLE.md): the
 * schema's constraints, each field judged when it is left and again as it is corrected. Options
 * (an id, the last result, defaults, when to judge first) as for useForm.
 */
export function useZodForm<
  Schema extends FormSchema,
  /** What the fields hold, when the schema's input says less (a number read from text). */
  Fields extends Record<string, unknown> = z.input<Schema>,
>(schema: Schema, options: ZodFormOptions<Fields, z.output<Schema>>) {
  return useForm<Fields, z.output<Schema>>({
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...options,
  });
}

/** The id of a field's hint, which its control is described by after its error list. */
const hintIdOf = (field: Field) => `${field.id}-hint`;

/** A control's aria-describedby: Conform's (its error list, when it shows), then its hint if any. */
export const describedBy = (field: Field, conform: string | undefined, hint = true) =>
  hint ? [conform, hintIdOf(field)].filter(Boolean).join(" ") : conform;

/** A label above its control: the frame of every field, in a form or among a list's filters. */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** Extra classes, e.g. to span both columns of a form. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function FormField({
  label,
  field,
  className,
  hint,
  children,
}: {
  label: string;
  field: Field;
  /** Extra classes, as for LabelledField. */
  className?: string;
  /** A line under the control on what it takes; the control is described by it (describedBy). */
  hint?: ReactNode;
  children: ReactNode;
}) {
  // Schemas and the domain refuse by message id and values; the page says them in its language.
  const { say } = useTranslator();
  return (
    <LabelledField id={field.id} label={label} className={className}>
      {children}
      {hint ? (
        <p id={hintIdOf(field)} className="field-hint">
          {hint}
        </p>
      ) : null}
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors.map(say).join(" ")}
        </p>
      ) : null}
    </LabelledField>
  );
}

/** A labelled one-line input; the rest of the props (autoComplete, placeholder…) go to it. */
export function InputField({
  label,
  field,
  type = "text",
  className,
  hint,
  ...input
}: {
  label: string;
  field: Field;
  type?: "text" | "email" | "tel" | "password";
  /** Extra classes of the field, as for FormField. */
  className?: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  const props = getInputProps(field, { type });
  return (
    <FormField label={label} field={field} className={className} hint={hint}>
      <input
        {...props}
        // A phone number is written left to right in either language: on an Arabic page its
        // typed groups (Arabic-Indic digits too) would otherwise stand in reverse order.
        dir={type === "tel" ? "ltr" : undefined}
        aria-describedby={describedBy(field, props["aria-describedby"], Boolean(hint))}
        className="input"
        {...input}
      />
    </FormField>
  );
}

/** A labelled textarea; the rest of the props (rows, autoComplete…) go to it. */
export function TextareaField({
  label,
  field,
  className,
  hint,
  ...textarea
}: {
  label: string;
  field: Field;
  /** Extra classes of the field, as for FormField. */
  className?: string;
  hint?: ReactNode;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  const props = getTextareaProps(field);
  return (
    <FormField label={label} field={field} className={className} hint={hint}>
      <textarea
        {...props}
        aria-describedby={describedBy(field, props["aria-describedby"], Boolean(hint))}
        className="textarea"
        {...textarea}
      />
    </FormField>
  );
}

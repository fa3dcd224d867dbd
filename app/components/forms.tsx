// The one wrapper every form field uses: its label, the control, and its error list, which
// Conform's props already point at through aria-describedby. The admin lists' filters wear the
// same frame (LabelledField) without an error list.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

type Field = FieldMetadata<string | boolean | number | null | undefined>;

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
  children,
}: {
  label: string;
  field: Field;
  /** Extra classes, as for LabelledField. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledField id={field.id} label={label} className={className}>
      {children}
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors.join(" ")}
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
  ...input
}: {
  label: string;
  field: Field;
  type?: "text" | "email" | "tel" | "password";
  /** Extra classes of the field, as for FormField. */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <FormField label={label} field={field} className={className}>
      <input {...getInputProps(field, { type })} className="input" {...input} />
    </FormField>
  );
}

/** A labelled textarea; the rest of the props (rows, autoComplete…) go to it. */
export function TextareaField({
  label,
  field,
  className,
  ...textarea
}: {
  label: string;
  field: Field;
  /** Extra classes of the field, as for FormField. */
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  return (
    <FormField label={label} field={field} className={className}>
      <textarea {...getTextareaProps(field)} className="textarea" {...textarea} />
    </FormField>
  );
}

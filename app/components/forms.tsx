// The one wrapper every form field uses: its label, the control, and its error list, which
// Conform's props already point at through aria-describedby.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export function FormField({
  label,
  field,
  className,
  children,
}: {
  label: string;
  field: FieldMetadata<string | boolean | number | null | undefined>;
  /** Extra classes, e.g. to span both columns of a form. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={field.id}>{label}</label>
      {children}
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

// Every password the admin types: signing in, choosing one's own, changing it, and the first
// password an owner gives a colleague. One labelled input; what differs per place is passed in.
import type { ComponentProps, ReactNode } from "react";
import { InputField } from "~/components/forms";

export function PasswordField({
  label,
  field,
  autoComplete,
  shown = false,
  hint,
}: {
  label: string;
  field: ComponentProps<typeof InputField>["field"];
  /** What the browser's password manager offers: the saved one, a new one, or nothing. */
  autoComplete: "current-password" | "new-password" | "off";
  /** Shown as text (never spell-checked), for a password someone reads out to a colleague. */
  shown?: boolean;
  hint?: ReactNode;
}) {
  return (
    <InputField
      label={label}
      field={field}
      type={shown ? "text" : "password"}
      autoComplete={autoComplete}
      spellCheck={shown ? false : undefined}
      hint={hint}
    />
  );
}

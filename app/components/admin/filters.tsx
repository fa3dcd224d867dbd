// The admin lists' filter fields (collection, orders): a labelled input, and a select whose empty
// choice means no filter.
import type { InputHTMLAttributes, ReactNode } from "react";
import { LabelledField } from "~/components/forms";

/** A labelled input; the rest of the props (type, name, defaultValue…) go to it. */
export function FilterInput({
  id,
  label,
  className,
  ...input
}: {
  id: string;
  label: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <input id={id} className="input" {...input} />
    </LabelledField>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  choices,
  defaultValue,
  className,
  describedBy,
  children,
}: {
  id: string;
  name: string;
  label: string;
  /** The empty choice's words: 'Any', 'All categories'. */
  anyLabel: string;
  /** Each choice as its value and its words. */
  choices: readonly (readonly [string, string])[];
  defaultValue: string;
  className?: string;
  describedBy?: string;
  /** What follows the select, e.g. why its choices could not be read. */
  children?: ReactNode;
}) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <select
        id={id}
        className="select"
        name={name}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
      >
        <option value="">{anyLabel}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {children}
    </LabelledField>
  );
}

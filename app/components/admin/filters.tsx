// The admin lists' filter fields (collection, orders): a labelled field, and a select whose empty
// choice means no filter.
import type { ReactNode } from "react";

export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
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
    <FilterField id={id} label={label} className={className}>
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
    </FilterField>
  );
}

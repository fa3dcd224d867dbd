// A list of the "Shop content" form (hero slides, trusted-by, subscriptions, testimonials): each
// entry in its own group with Move up, Move down and Remove, and Add below. The buttons submit
// the form with their intent; the page comes back with the list changed, not yet saved, so they
// work without JavaScript.
import type { ReactNode } from "react";
import { listIntent, type ContentList } from "~/content/shop-content-form";

export function ContentListEditor<Entry>({
  list,
  entries,
  entryLabel,
  addLabel,
  max,
  min = 0,
  listErrors,
  children,
}: {
  list: ContentList;
  entries: Entry[];
  /** "Slide 2": each entry's group name. */
  entryLabel: (index: number) => string;
  addLabel: string;
  max: number;
  min?: number;
  listErrors: string[] | undefined;
  children: (entry: Entry, index: number) => ReactNode;
}) {
  const button = (label: string, intent: string, disabled = false, whose?: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button--secondary content-list__button"
      formNoValidate
      disabled={disabled}
    >
      {label}
      {whose ? <span className="visually-hidden"> ({whose})</span> : null}
    </button>
  );
  return (
    <div className="content-list">
      {listErrors?.length ? (
        <p className="field-error" id={`content-${list}-error`}>
          {listErrors.join(" ")}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="content-list__empty">None: the section is hidden.</p>
      ) : null}
      <ol className="content-list__entries">
        {entries.map((entry, index) => (
          <li key={index} className="content-list__entry">
            <fieldset className="content-list__group">
              <legend className="content-list__legend">{entryLabel(index)}</legend>
              {children(entry, index)}
              <div className="content-list__buttons">
                {button("Move up", listIntent("up", list, index), index === 0, entryLabel(index))}
                {button(
                  "Move down",
                  listIntent("down", list, index),
                  index === entries.length - 1,
                  entryLabel(index),
                )}
                {button(
                  "Remove",
                  listIntent("remove", list, index),
                  entries.length <= min,
                  entryLabel(index),
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {button(addLabel, listIntent("add", list), entries.length >= max)}
    </div>
  );
}

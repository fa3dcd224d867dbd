// "Recent changes": who saved the delivery settings, and when (shop clock), newest first.
export interface SettingsChangeRow {
  by: string;
  /** ISO moment, for <time>. */
  atIso: string;
  /** The same moment on the shop clock, "d LLL yyyy, HH:mm". */
  at: string;
}

export function RecentChanges({ changes }: { changes: SettingsChangeRow[] }) {
  if (changes.length === 0) {
    return <p className="delivery-panel__empty">Nothing changed yet: the defaults are in force.</p>;
  }
  return (
    <ol className="delivery-history">
      {changes.map((change, index) => (
        <li key={index} className="delivery-history__row">
          <span className="delivery-history__by">{change.by}</span>
          <time dateTime={change.atIso}>{change.at}</time>
        </li>
      ))}
    </ol>
  );
}

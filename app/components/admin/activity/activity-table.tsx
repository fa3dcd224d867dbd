// The activity log's page: filters (who, what) as a plain GET form, the table of entries (when in
// Dubai time, who, what, on what, the details in words), and 'Newer' / 'Older' links, so all of it
// works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";
import { LabelledField } from "~/components/forms";

export interface ActivityEntry {
  id: number;
  at: string;
  actor: string;
  what: string;
  subject: string;
  details: string;
}

export interface ActivityFilters {
  actor?: string;
  action?: string;
}

export function ActivityFiltersForm({
  filters,
  actions,
}: {
  filters: ActivityFilters;
  /** The kinds of action one may pick, by name. */
  actions: { value: string; label: string }[];
}) {
  return (
    <Form method="get" className="activity-filters" aria-label="Filter the activity log">
      <LabelledField id="activity-actor" label="Who">
        <input
          id="activity-actor"
          name="actor"
          className="input"
          defaultValue={filters.actor ?? ""}
          autoComplete="off"
          spellCheck={false}
        />
      </LabelledField>
      <LabelledField id="activity-action" label="What">
        <select
          id="activity-action"
          name="action"
          className="select"
          defaultValue={filters.action ?? ""}
        >
          <option value="">Everything</option>
          {actions.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </LabelledField>
      <button type="submit" className="button button--secondary">
        Filter
      </button>
    </Form>
  );
}

export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  if (entries.length === 0) return <p className="activity-page__empty">Nothing recorded yet.</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="group" aria-label="Activity log">
      <table className="admin-table activity-table">
        <ColumnHeads columns={["When", "Who", "What", "Subject", "Details"]} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="activity-table__when">{entry.at}</td>
              <th scope="row">{entry.actor}</th>
              <td>{entry.what}</td>
              <td>{entry.subject}</td>
              <td>{entry.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActivityPages({
  page,
  hasOlder,
  hrefOf,
}: {
  page: number;
  hasOlder: boolean;
  hrefOf: (page: number) => string;
}) {
  if (page === 1 && !hasOlder) return null;
  return (
    <nav className="activity-pages" aria-label="Pages of the activity log">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="button button--secondary">
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="activity-pages__where">{`Page ${page}`}</p>
      {hasOlder ? (
        <Link to={hrefOf(page + 1)} rel="next" className="button button--secondary">
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

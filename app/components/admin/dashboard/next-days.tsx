// "Next 7 days": the places held in each slot against its capacity, today first, so a full slot
// or a closed date shows before a customer meets it. Full is said in words, not colour alone.
import { Link } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";
import { TitledSection } from "~/components/titled-section";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";

export interface PlanCellView {
  /** "3 / 10", or "3" when there is no limit. */
  text: string;
  full: boolean;
}

export interface PlanDayView {
  date: string;
  /** "Today", or "Thu 12 Feb". */
  day: string;
  closedReason: string | null;
  cells: PlanCellView[];
}

const COLUMNS = ["Date", ...DELIVERY_SLOTS.map((slot) => slot.label), "Any time", "Day total"];

function Cell({ cell }: { cell: PlanCellView }) {
  return (
    <td className={cell.full ? "dash-plan__cell is-full" : "dash-plan__cell"}>
      {cell.text}
      {cell.full ? <span className="dash-plan__full">Full</span> : null}
    </td>
  );
}

export function NextDays({
  days,
  deliveriesToday,
}: {
  days: PlanDayView[];
  deliveriesToday: string;
}) {
  return (
    <TitledSection
      id="dash-plan-title"
      title="Next 7 days"
      className="admin-panel dash-plan"
      titleClassName="eyebrow admin-panel__title"
    >
      <p className="dash-plan__intro">
        Orders per delivery slot against its capacity.{" "}
        <Link to={deliveriesToday}>Today&rsquo;s deliveries</Link> ·{" "}
        <Link to="/admin/delivery">Delivery settings</Link>
      </p>
      {/* Wider than a phone: the table scrolls sideways, so a keyboard can reach it too. */}
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby="dash-plan-title">
        <table className="admin-table dash-plan__table">
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{day.day}</time>
                </th>
                {day.closedReason ? (
                  <td colSpan={COLUMNS.length - 1} className="dash-plan__closed">
                    Closed: {day.closedReason}
                  </td>
                ) : (
                  day.cells.map((cell, index) => <Cell key={index} cell={cell} />)
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}

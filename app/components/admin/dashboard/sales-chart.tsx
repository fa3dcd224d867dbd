// Orders and paid revenue for each of the last 30 shop days: two bar charts drawn as plain SVG on
// the server (no chart library, nothing to wait for), and the same figures as a table for anyone
// who cannot see the bars.
import { formatAed, formatAedCompact } from "~/money/money";

export interface ChartDay {
  /** The shop date, `YYYY-MM-DD`. */
  date: string;
  /** '9 Mar'. */
  label: string;
  /** 'Mon 9 Mar'. */
  longLabel: string;
  orders: number;
  /** Fils. */
  revenue: number;
  revenueText: string;
}

/**
 * The top of the scale: the smallest 'round' number at or above the busiest day (never below
 * `floor`, so an empty month still has a sensible scale), so the labels read 0 / 500 / 1,000.
 */
function niceCeiling(value: number, steps: number[], floor: number): number {
  if (value <= floor) return floor;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = steps.find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

const BAR_SLOT = 10;
const BAR_WIDTH = 6;

function Bars({
  days,
  value,
  max,
  tone,
}: {
  days: ChartDay[];
  value: (day: ChartDay) => number;
  max: number;
  tone: "revenue" | "orders";
}) {
  return (
    <svg
      className={`dash-chart__bars dash-chart__bars--${tone}`}
      viewBox={`0 0 ${days.length * BAR_SLOT} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {[0, 50, 100].map((y) => (
        <line
          key={y}
          className="dash-chart__grid"
          x1="0"
          x2={days.length * BAR_SLOT}
          y1={y}
          y2={y}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {days.map((day, index) => {
        const height = (value(day) / max) * 100;
        return height > 0 ? (
          <rect
            key={day.date}
            x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
            y={100 - height}
            width={BAR_WIDTH}
            height={height}
          />
        ) : null;
      })}
    </svg>
  );
}

function Series({
  title,
  summary,
  days,
  value,
  steps,
  floor,
  formatTick,
  tone,
}: {
  title: string;
  summary: string;
  days: ChartDay[];
  value: (day: ChartDay) => number;
  steps: number[];
  floor: number;
  formatTick: (n: number) => string;
  tone: "revenue" | "orders";
}) {
  const max = niceCeiling(Math.max(0, ...days.map(value)), steps, floor);
  return (
    <div className="dash-chart__series">
      <div className="dash-chart__head">
        <h3 className="dash-chart__title">{title}</h3>
        <p className="dash-chart__summary">{summary}</p>
      </div>
      <div className="dash-chart__plot">
        <ul className="dash-chart__scale" aria-hidden="true">
          <li>{formatTick(max)}</li>
          <li>{formatTick(max / 2)}</li>
          <li>{formatTick(0)}</li>
        </ul>
        <Bars days={days} value={value} max={max} tone={tone} />
      </div>
    </div>
  );
}

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function SalesChart({ days }: { days: ChartDay[] }) {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  // Date marks under the bars: the first day, every seventh, and today.
  const marks = days
    .map((day, index) => ({ day, index }))
    .filter(({ index }) => index === days.length - 1 || (days.length - 1 - index) % 7 === 0);
  return (
    <section className="admin-panel dash-chart" aria-labelledby="dash-chart-title">
      <header className="dash-chart__header">
        <h2 id="dash-chart-title" className="eyebrow admin-panel__title">
          Last {days.length} days
        </h2>
        <p className="dash-chart__note">
          Days on Dubai time; revenue from paid orders, less refunds on the day given
        </p>
      </header>
      <Series
        title="Revenue"
        summary={revenue === 0 ? "No paid orders" : formatAed(revenue)}
        days={days}
        value={(day) => day.revenue}
        steps={[1, 2, 2.5, 5, 10]}
        // AED 1,000, in fils like the days' revenue.
        floor={100_000}
        formatTick={formatAedCompact}
        tone="revenue"
      />
      <Series
        title="Orders"
        summary={orders === 0 ? "No orders" : `${orders} order${orders === 1 ? "" : "s"}`}
        days={days}
        value={(day) => day.orders}
        // Even steps only, so the middle line is a whole number of orders.
        steps={[2, 4, 6, 8, 10]}
        floor={2}
        formatTick={(n) => whole.format(n)}
        tone="orders"
      />
      <div className="dash-chart__axis" aria-hidden="true">
        {marks.map(({ day, index }) => (
          <span
            key={day.date}
            style={{ insetInlineStart: `${((index + 0.5) / days.length) * 100}%` }}
            className={index === days.length - 1 ? "is-today" : undefined}
          >
            {index === days.length - 1 ? "Today" : day.label}
          </span>
        ))}
      </div>
      <details className="dash-chart__figures">
        <summary>Daily figures</summary>
        <table className="dash-chart__table">
          <caption className="visually-hidden">
            Orders and paid revenue per day, last {days.length} days, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Paid revenue</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{day.longLabel}</time>
                </th>
                <td>{day.orders}</td>
                <td>{day.revenueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

// The dashboard's four figures, with the last 30 days against the 30
// before them where there is something to compare.
export interface DashboardStats {
  totalOrders: number;
  pendingOrders: number;
  totalItems: number;
  /** Formatted AED, from paid orders. */
  revenue: string;
  /** Percent change, last 30 days on the previous 30; null when the previous 30 had none. */
  orderGrowth: number | null;
  revenueGrowth: number | null;
}

const count = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** '+12.5%', '−8%' or 'Level', always against the previous 30 days. */
function growthText(growth: number | null, nothingBefore: string): string {
  if (growth === null) return nothingBefore;
  if (growth === 0) return "Level with the previous 30 days";
  const sign = growth > 0 ? "+" : "\u2212";
  return `${sign}${percent.format(Math.abs(growth))}% on the previous 30 days`;
}

function trend(growth: number | null) {
  if (growth === null || growth === 0) return "flat";
  return growth > 0 ? "up" : "down";
}

/** 'AED 67,454.50' with the currency set small, so the amount fits a half-width card on a phone. */
function Figure({ value }: { value: string }) {
  const [unit, amount] = value.startsWith("AED ") ? ["AED", value.slice(4)] : [null, value];
  return unit ? (
    <>
      <span className="dash-stat__unit">{unit}</span> {amount}
    </>
  ) : (
    value
  );
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    {
      label: "Total Orders",
      value: count.format(stats.totalOrders),
      note: growthText(stats.orderGrowth, "No orders in the previous 30 days to compare with"),
      trend: trend(stats.orderGrowth),
    },
    {
      label: "Pending Orders",
      value: count.format(stats.pendingOrders),
      note: "Awaiting payment, new or in preparation",
      trend: "flat",
    },
    {
      label: "Total Items",
      value: count.format(stats.totalItems),
      note: "Bouquets and add-ons in the collection",
      trend: "flat",
    },
    {
      label: "Revenue",
      value: stats.revenue,
      note: growthText(
        stats.revenueGrowth,
        "No paid orders in the previous 30 days to compare with",
      ),
      trend: trend(stats.revenueGrowth),
    },
  ];
  return (
    <section className="dash-stats" aria-label="Shop figures">
      {cards.map((card) => (
        <div
          key={card.label}
          className="dash-stat"
          role="group"
          aria-labelledby={`dash-stat-${card.label.replace(" ", "-")}`}
        >
          <h2 id={`dash-stat-${card.label.replace(" ", "-")}`} className="eyebrow dash-stat__label">
            {card.label}
          </h2>
          <p className="dash-stat__value">
            <Figure value={card.value} />
          </p>
          <p className={`dash-stat__note dash-stat__note--${card.trend}`}>{card.note}</p>
        </div>
      ))}
    </section>
  );
}

// One fact of an opened order (a term and its value); `customers` marks the customer's own words,
// in whichever language they wrote them.
export function Fact({
  label,
  customers = false,
  children,
}: {
  label: string;
  customers?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="order-details__fact">
      <dt>{label}</dt>
      <dd dir={customers ? "auto" : undefined}>{children}</dd>
    </div>
  );
}

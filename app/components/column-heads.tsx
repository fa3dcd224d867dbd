// A table's head row from the list of its columns (the packing slip, the invoice, the dashboard's
// recent orders, the diagnostic tables).
export interface Column {
  label: string;
  className?: string;
}

export function ColumnHeads({ columns }: { columns: (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className }: Column =
            typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

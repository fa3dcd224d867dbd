// The customers, newest first: a hairline table of address, orders, paid total, last order and
// sign-up, each address opening the customer's page; 'Previous' and 'Next' are plain links that
// keep the search.
import { Link } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";
import { customersHref } from "~/accounts/admin-customers-query";

export interface CustomerRowView {
  id: string;
  email: string;
  orders: number;
  spent: string;
  lastOrder: { at: string; shown: string } | null;
  signedUp: { at: string; shown: string };
}

export function CustomersTable({
  search,
  countText,
  customers,
  nextCursor,
  previousCursor,
}: {
  search: string;
  countText: string;
  customers: CustomerRowView[];
  nextCursor: string | null;
  previousCursor: string | null;
}) {
  if (customers.length === 0) {
    return (
      <p className="customers-empty">
        {search ? `No customer's address contains '${search}'.` : "No customer has an account yet."}
      </p>
    );
  }
  return (
    <section className="admin-panel" aria-labelledby="customers-count">
      <p id="customers-count" className="customers-admin__count">
        {countText}
      </p>
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-labelledby="customers-count"
      >
        <table className="admin-table">
          <ColumnHeads columns={["Email", "Orders", "Total spent", "Last order", "Signed up"]} />
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id} id={`customer-${customer.id}`}>
                <td>
                  <Link to={`/admin/customers/${customer.id}`}>{customer.email}</Link>
                </td>
                <td className="customers-admin__number">{customer.orders}</td>
                <td className="customers-admin__number">{customer.spent}</td>
                <td>
                  {customer.lastOrder ? (
                    <time dateTime={customer.lastOrder.at}>{customer.lastOrder.shown}</time>
                  ) : (
                    "—"
                  )}
                </td>
                <td>
                  <time dateTime={customer.signedUp.at}>{customer.signedUp.shown}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nextCursor || previousCursor ? (
        <nav className="customers-admin__pages" aria-label="Pages of customers">
          {previousCursor ? (
            <Link
              to={customersHref(search, { before: previousCursor })}
              rel="prev"
              className="button button--secondary"
            >
              Previous
            </Link>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <Link
              to={customersHref(search, { cursor: nextCursor })}
              rel="next"
              className="button button--secondary"
            >
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

// One customer for the admin: the account's facts, the consent (given when, withdrawn when, the
// words they ticked), the address book's size, and their orders, each linking to it in the
// orders list.
import { Link } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";

interface Moment {
  at: string;
  shown: string;
}

export interface CustomerView {
  email: string;
  language: string;
  signedUp: Moment;
  lastSignIn: Moment | null;
  recipients: number;
  occasions: number;
  consents: { words: string; page: string; given: Moment; withdrawn: Moment | null }[];
  orders: {
    id: string;
    orderNumber: string;
    placed: Moment;
    deliveries: number;
    total: string;
    status: string;
    href: string;
  }[];
}

const When = ({ moment }: { moment: Moment | null }) =>
  moment ? <time dateTime={moment.at}>{moment.shown}</time> : <>Never</>;

function Consents({ consents }: { consents: CustomerView["consents"] }) {
  if (consents.length === 0) return <p>Never given: no reminders or news are sent.</p>;
  return (
    <ul className="customer-admin__consents">
      {consents.map((consent) => (
        <li key={consent.given.at}>
          {"Given "}
          <When moment={consent.given} />
          {` on ${consent.page}`}
          {consent.withdrawn ? (
            <>
              {", withdrawn "}
              <When moment={consent.withdrawn} />
            </>
          ) : (
            ", in force"
          )}
          <blockquote className="customer-admin__words">{consent.words}</blockquote>
        </li>
      ))}
    </ul>
  );
}

function Orders({ orders }: { orders: CustomerView["orders"] }) {
  if (orders.length === 0)
    return <p className="customers-empty">No orders with this address yet.</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="customer-orders">
      <table className="admin-table">
        <ColumnHeads columns={["Order", "Placed", "Deliveries", "Total", "Status"]} />
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={order.href}>{order.orderNumber}</Link>
              </td>
              <td>
                <When moment={order.placed} />
              </td>
              <td className="customers-admin__number">{order.deliveries}</td>
              <td className="customers-admin__number">{order.total}</td>
              <td>{order.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CustomerDetails({ customer }: { customer: CustomerView }) {
  return (
    <>
      <section className="admin-panel" aria-labelledby="customer-account">
        <h2 id="customer-account" className="admin-panel__title">
          Account
        </h2>
        <dl className="customer-admin__facts">
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Language</dt>
          <dd>{customer.language}</dd>
          <dt>Signed up</dt>
          <dd>
            <When moment={customer.signedUp} />
          </dd>
          <dt>Last sign-in</dt>
          <dd>
            <When moment={customer.lastSignIn} />
          </dd>
          <dt>Recipients</dt>
          <dd>{customer.recipients}</dd>
          <dt>Occasions</dt>
          <dd>{customer.occasions}</dd>
        </dl>
      </section>
      <section className="admin-panel customer-admin__section" aria-labelledby="customer-consent">
        <h2 id="customer-consent" className="admin-panel__title">
          Consent to reminders and news
        </h2>
        <Consents consents={customer.consents} />
      </section>
      <section className="admin-panel customer-admin__section" aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="admin-panel__title">
          {`Orders (${customer.orders.length})`}
        </h2>
        <Orders orders={customer.orders} />
      </section>
    </>
  );
}

// The newsletter's sign-ups: how many, then a hairline table of addresses and consent times, with
// 'Previous' and 'Next' as plain links when there are more than a page.
import { Link } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";

export function NewsletterSignups({
  total,
  page,
  pageCount,
  signups,
}: {
  total: number;
  page: number;
  pageCount: number;
  signups: { id: string; email: string; consentedAt: string; consented: string }[];
}) {
  if (total === 0) {
    return <p className="messages-empty">No one has signed up yet.</p>;
  }
  return (
    <section className="admin-panel" aria-labelledby="newsletter-count">
      <p id="newsletter-count" className="newsletter-admin__count">
        {total === 1 ? "1 sign-up" : `${total} sign-ups`}
      </p>
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-labelledby="newsletter-count"
      >
        <table className="admin-table">
          <ColumnHeads columns={["Email", "Consented"]} />
          <tbody>
            {signups.map((signup) => (
              <tr key={signup.id}>
                <td>{signup.email}</td>
                <td>
                  <time dateTime={signup.consentedAt}>{signup.consented}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <nav className="newsletter-admin__pages" aria-label="Pages of sign-ups">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} rel="prev" className="button button--secondary">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p>{`Page ${page} of ${pageCount}`}</p>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} rel="next" className="button button--secondary">
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

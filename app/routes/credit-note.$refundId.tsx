// A refund's printable tax credit note, for the customer holding the order's link (and the admin).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";
import { TaxDocument } from "~/components/tax-document";
import { canSeeOrder } from "~/orders/order-access.server";
import { creditNote, creditNoteOrderId } from "~/payments/credit-note.server";
import { invariantResponse } from "~/platform/invariant";
import invoiceStyles from "~/styles/invoice.css?url";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax Credit Note ${data.number}` : "Tax Credit Note" },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request }: LoaderFunctionArgs) {
  const refundId = params.refundId ?? "";
  const orderId = creditNoteOrderId(refundId);
  // One answer for an unknown note and a wrong key: the page tells nothing without the key.
  invariantResponse(
    orderId && canSeeOrder(orderId, new URL(request.url).searchParams.get("key")),
    "Credit note not found",
    { status: 404 },
  );
  return creditNote(refundId);
}

export default function CreditNotePage() {
  const note = useLoaderData<typeof loader>();
  return (
    <TaxDocument
      parties={note}
      titleId="credit-note-title"
      title="Tax Credit Note"
      facts={[
        `No. ${note.number}`,
        `Date ${note.issuedOn}`,
        `Against tax invoice ${note.invoiceNumber}`,
        `Order ${note.orderNumber}`,
      ]}
      customerLabel="Credited to"
      note={`All amounts in UAE dirhams. This credit note reduces tax invoice ${note.invoiceNumber} by the amounts above.`}
    >
      <table className="invoice__lines">
        <ColumnHeads columns={["Description", "Amount"]} />
        <tbody>
          <tr>
            <td>
              {`Refund on order ${note.orderNumber}`}
              {note.reason ? (
                <span className="invoice__reason">{`Reason: ${note.reason}`}</span>
              ) : null}
            </td>
            <td>{note.total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Amount refunded excluding VAT</th>
            <td>{note.net}</td>
          </tr>
          <tr>
            <th scope="row">{`VAT ${note.vatRate}%`}</th>
            <td>{note.vat}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row">Total refunded (AED, VAT included)</th>
            <td>{note.total}</td>
          </tr>
        </tfoot>
      </table>
    </TaxDocument>
  );
}

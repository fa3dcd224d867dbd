// A paid order's printable simplified tax invoice, for the customer holding the order's link.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ColumnHeads } from "~/components/column-heads";
import { TaxDocument } from "~/components/tax-document";
import { canSeeOrder } from "~/orders/order-access.server";
import { taxInvoice } from "~/payments/tax-invoice.server";
import { isShopError, statusOf } from "~/platform/errors";
import { invariantResponse } from "~/platform/invariant";
import invoiceStyles from "~/styles/invoice.css?url";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax Invoice ${data.number}` : "Tax Invoice" },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? "";
  invariantResponse(
    canSeeOrder(orderId, new URL(request.url).searchParams.get("key")),
    "Invoice not found",
    { status: 404 },
  );
  try {
    return taxInvoice(orderId);
  } catch (error) {
    if (isShopError(error)) throw new Response(error.message, { status: statusOf[error.kind] });
    throw error;
  }
}

export default function InvoicePage() {
  const invoice = useLoaderData<typeof loader>();
  return (
    <TaxDocument
      parties={invoice}
      titleId="invoice-title"
      title="Tax Invoice"
      facts={[`No. ${invoice.number}`, `Date ${invoice.issuedOn}`, `Order ${invoice.orderNumber}`]}
      customerLabel="Billed to"
      note={`All amounts in UAE dirhams. Prices include ${invoice.vatRate}% VAT.`}
    >
      <table className="invoice__lines">
        <ColumnHeads
          columns={["Description", "Qty", "Unit price", `VAT ${invoice.vatRate}%`, "Amount"]}
        />
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.quantity}</td>
              <td>{line.unitPrice}</td>
              <td>{line.vat}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total excluding VAT
            </th>
            <td>{invoice.net}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {`VAT ${invoice.vatRate}%`}
            </th>
            <td>{invoice.vat}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row" colSpan={4}>
              Total (AED, VAT included)
            </th>
            <td>{invoice.total}</td>
          </tr>
        </tfoot>
      </table>
    </TaxDocument>
  );
}

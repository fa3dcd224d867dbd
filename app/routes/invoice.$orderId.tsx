// A paid order's printable simplified tax invoice, for the customer holding the order's link: one
// per order, its lines grouped by gift (a heading each) on an order of several.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Arabic, BilingualHeads, Both, English, TaxDocument } from "~/components/tax-document";
import { canSeeOrder } from "~/orders/order-access.server";
import { invoiceWords, taxInvoice } from "~/payments/tax-invoice.server";
import { isShopError, statusOf } from "~/platform/errors";
import { invariantResponse } from "~/platform/invariant";
import invoiceStyles from "~/styles/invoice.css?url";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax Invoice ${data.number} · فاتورة ضريبية` : "Tax Invoice · فاتورة ضريبية" },
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
    const invoice = taxInvoice(orderId);
    return { ...invoice, words: invoiceWords(invoice) };
  } catch (error) {
    if (isShopError(error)) throw new Response(error.message, { status: statusOf[error.kind] });
    throw error;
  }
}

export default function InvoicePage() {
  const invoice = useLoaderData<typeof loader>();
  const { words } = invoice;
  return (
    <TaxDocument
      parties={invoice}
      titleId="invoice-title"
      title={words.title}
      trn={words.trn}
      facts={words.facts}
      customerLabel={words.customer}
      note={words.note}
    >
      <table className="invoice__lines">
        <BilingualHeads columns={words.columns} />
        {invoice.groups.map((group, groupIndex) => (
          <tbody key={groupIndex}>
            {group.heading ? (
              <tr className="invoice__gift">
                <th scope="rowgroup" colSpan={words.columns.length}>
                  <English>{group.heading.en}</English>
                  <Arabic block>{group.heading.ar}</Arabic>
                </th>
              </tr>
            ) : null}
            {group.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <English>{line.description}</English>
                  {line.descriptionAr ? <Arabic block>{line.descriptionAr}</Arabic> : null}
                </td>
                <td>{line.quantity}</td>
                <td>{line.unitPrice}</td>
                <td>{line.vat}</td>
                <td>{line.total}</td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              <Both words={words.net} />
            </th>
            <td>{invoice.net}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              <Both words={words.vat} />
            </th>
            <td>{invoice.vat}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row" colSpan={4}>
              <Both words={words.total} />
            </th>
            <td>{invoice.total}</td>
          </tr>
        </tfoot>
      </table>
    </TaxDocument>
  );
}

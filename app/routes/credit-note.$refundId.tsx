// A refund's printable tax credit note, for the customer holding the order's link (and the admin).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Arabic, BilingualHeads, Both, English, TaxDocument } from "~/components/tax-document";
import { canSeeOrder } from "~/orders/order-access.server";
import { creditNote, creditNoteOrderId, creditNoteWords } from "~/payments/credit-note.server";
import { invariantResponse } from "~/platform/invariant";
import invoiceStyles from "~/styles/invoice.css?url";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Tax Credit Note ${data.number} · إشعار دائن ضريبي`
      : "Tax Credit Note · إشعار دائن ضريبي",
  },
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
  const note = creditNote(refundId);
  return { ...note, words: creditNoteWords(note) };
}

export default function CreditNotePage() {
  const note = useLoaderData<typeof loader>();
  const { words } = note;
  return (
    <TaxDocument
      parties={note}
      titleId="credit-note-title"
      title={words.title}
      trn={words.trn}
      facts={words.facts}
      customerLabel={words.customer}
      note={words.note}
    >
      <table className="invoice__lines">
        <BilingualHeads columns={words.columns} />
        <tbody>
          <tr>
            <td>
              <Both words={words.refundOn} />
              {note.gift ? (
                <span className="invoice__reason">
                  {note.gift.heading ? (
                    <>
                      <English>{note.gift.heading.en}</English>
                      <Arabic block>{note.gift.heading.ar}</Arabic>
                    </>
                  ) : null}
                  <ul className="invoice__gift-lines">
                    {note.gift.lines.map((line, index) => (
                      <li key={index}>
                        <English>{`${line.description} · ${line.total}`}</English>
                        {line.descriptionAr ? <Arabic block>{line.descriptionAr}</Arabic> : null}
                      </li>
                    ))}
                  </ul>
                </span>
              ) : null}
              {words.reason ? (
                <span className="invoice__reason">
                  <English>{words.reason.en}</English>
                  <Arabic block>{words.reason.ar}</Arabic>
                </span>
              ) : null}
            </td>
            <td>{note.total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Both words={words.net} />
            </th>
            <td>{note.net}</td>
          </tr>
          <tr>
            <th scope="row">
              <Both words={words.vat} />
            </th>
            <td>{note.vat}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row">
              <Both words={words.total} />
            </th>
            <td>{note.total}</td>
          </tr>
        </tfoot>
      </table>
    </TaxDocument>
  );
}

// A printable tax document for the customer holding the order's link: the shop's letterhead with
// the document's title and numbers, who it is made out to, its table of amounts, and a closing
// note. The tax invoice and the tax credit note.
import type { ReactNode } from "react";
import type { TaxInvoice } from "~/payments/tax-invoice.server";

export function TaxDocument({
  parties: { shop, customer },
  titleId,
  title,
  facts,
  customerLabel,
  note,
  children,
}: {
  parties: Pick<TaxInvoice, "shop" | "customer">;
  titleId: string;
  title: string;
  /** The lines under the title: the document's number and date, what it refers to. */
  facts: string[];
  /** 'Billed to', 'Credited to'. */
  customerLabel: string;
  note: string;
  /** The table of amounts. */
  children: ReactNode;
}) {
  return (
    <article className="invoice container container--narrow" aria-labelledby={titleId}>
      <header className="invoice__head">
        <div>
          <p className="invoice__brand">{shop.name}</p>
          <p>{shop.address}</p>
          <p>{`TRN ${shop.trn}`}</p>
        </div>
        <div className="invoice__meta">
          <h1 id={titleId}>{title}</h1>
          {facts.map((fact) => (
            <p key={fact}>{fact}</p>
          ))}
        </div>
      </header>
      <section className="invoice__customer" aria-label={customerLabel}>
        <p className="eyebrow">{customerLabel}</p>
        <p>{customer.name}</p>
        <p>{customer.address}</p>
        <p>{customer.email}</p>
      </section>
      {children}
      <p className="invoice__note">{note}</p>
    </article>
  );
}

// A printable tax document for the customer holding the order's link: the shop's letterhead with
// the document's title and numbers, who it is made out to, its table of amounts, and a closing
// note. The tax invoice and the tax credit note. Bilingual, as UAE law asks of tax documents:
// each label in English, with its Arabic beside it (right to left), on one A4 page.
import type { ReactNode } from "react";
import type { Bilingual, TaxInvoice } from "~/payments/tax-invoice.server";

/** Arabic words inside the English document: their own language and direction. */
export function Arabic({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return (
    <span lang="ar" dir="rtl" className={block ? "invoice__ar invoice__ar--block" : "invoice__ar"}>
      {children}
    </span>
  );
}

/** English words of the document: left to right even in the Arabic frame (/ar/invoice/…), or
 * a full stop or a bracket at their end moves to their start. */
export function English({ children }: { children: ReactNode }) {
  return (
    <span lang="en" dir="ltr" className="invoice__en">
      {children}
    </span>
  );
}

/** A label in both languages: the English, then the Arabic under it. */
export function Both({ words }: { words: Bilingual }) {
  return (
    <>
      <English>{words.en}</English> <Arabic block>{words.ar}</Arabic>
    </>
  );
}

/** A table's head row, each column named in both languages. */
export function BilingualHeads({ columns }: { columns: Bilingual[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.en} scope="col">
            <Both words={column} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function TaxDocument({
  parties: { shop, customer },
  titleId,
  title,
  trn,
  facts,
  customerLabel,
  note,
  children,
}: {
  parties: Pick<TaxInvoice, "shop" | "customer">;
  titleId: string;
  title: Bilingual;
  /** 'TRN …' in both languages. */
  trn: Bilingual;
  /** The lines under the title: the document's number and date, what it refers to. */
  facts: Bilingual[];
  /** 'Billed to', 'Credited to'. */
  customerLabel: Bilingual;
  note: Bilingual;
  /** The table of amounts. */
  children: ReactNode;
}) {
  return (
    <article className="invoice container container--narrow" aria-labelledby={titleId}>
      <header className="invoice__head">
        <div>
          <p className="invoice__brand invoice__pair">
            <English>{shop.name.en}</English>
            {shop.name.ar !== shop.name.en ? <Arabic>{shop.name.ar}</Arabic> : null}
          </p>
          <p className="invoice__pair invoice__address">
            <English>{shop.address.en}</English>
            {shop.address.ar !== shop.address.en ? <Arabic>{shop.address.ar}</Arabic> : null}
          </p>
          <p className="invoice__pair">
            <English>{trn.en}</English>
            <Arabic>{trn.ar}</Arabic>
          </p>
        </div>
      </header>
      <div className="invoice__meta">
        <h1 id={titleId} className="invoice__pair">
          <English>{title.en}</English> <Arabic>{title.ar}</Arabic>
        </h1>
        {facts.map((fact) => (
          <p key={fact.en} className="invoice__pair">
            <English>{fact.en}</English>
            <Arabic>{fact.ar}</Arabic>
          </p>
        ))}
      </div>
      <section className="invoice__customer" aria-label={customerLabel.en}>
        <p className="eyebrow invoice__pair">
          <English>{customerLabel.en}</English>
          <Arabic>{customerLabel.ar}</Arabic>
        </p>
        <p dir="auto">{customer.name}</p>
        <p>
          <English>{customer.address}</English>
        </p>
        {customer.addressAr ? (
          <p>
            <Arabic>{customer.addressAr}</Arabic>
          </p>
        ) : null}
        <p>
          <English>{customer.email}</English>
        </p>
      </section>
      {children}
      <div className="invoice__note">
        <p>
          <English>{note.en}</English>
        </p>
        <Arabic block>{note.ar}</Arabic>
      </div>
    </article>
  );
}

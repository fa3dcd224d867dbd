// The diagnostic pages' (/api-test, /image-test) frame: one header, sections named by their
// heading, fact lists and captioned tables, so each page says only what it reports.
import type { ReactNode } from "react";
import { ColumnHeads } from "~/components/column-heads";
import { TitledSection } from "~/components/titled-section";

export function DiagnosticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="content-page diagnostic">
      <div className="container">
        <header className="diagnostic__header">
          <p className="eyebrow">Diagnostics</p>
          <h1 className="title">{title}</h1>
          <p className="diagnostic__intro">{intro}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

export function DiagnosticSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={heading}
      className="diagnostic__section"
      titleClassName="diagnostic__heading"
    >
      {children}
    </TitledSection>
  );
}

export interface DiagnosticFact {
  term: string;
  value: ReactNode;
}

export function DiagnosticFacts({ facts }: { facts: DiagnosticFact[] }) {
  return (
    <dl className="diagnostic-facts">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A captioned table whose header row names `columns`; the rows are the children. */
export function DiagnosticTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className="diagnostic-table">
      <caption>{caption}</caption>
      <ColumnHeads columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

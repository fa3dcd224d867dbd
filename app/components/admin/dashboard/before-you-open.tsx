// "Before you open": what still makes this the demo shop, each with where it is fixed. Gone
// once nothing holds.
import { Link } from "@remix-run/react";
import { TitledSection } from "~/components/titled-section";

export interface BeforeYouOpenRow {
  id: string;
  text: string;
  href: string;
  linkText: string;
  fix: string | null;
}

export function BeforeYouOpenList({ items }: { items: BeforeYouOpenRow[] }) {
  return (
    <TitledSection
      id="dash-before-open-title"
      title="Before you open"
      className="dash-test-mode dash-before-open"
      titleClassName="dash-test-mode__title"
    >
      <ul className="dash-before-open__list">
        {items.map((item) => (
          <li key={item.id} className="dash-test-mode__text" data-item={item.id}>
            {item.text} {item.fix ? <span>{item.fix} </span> : null}
            <Link to={item.href}>{item.linkText}</Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

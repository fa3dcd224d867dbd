// "Recent changes" of the shop content: who saved it, when (shop clock), and which parts changed.
import { TitledSection } from "~/components/titled-section";

export interface ContentChangeRow {
  by: string;
  /** ISO moment, for <time>. */
  atIso: string;
  /** The same moment on the shop clock, "d LLL yyyy, HH:mm". */
  at: string;
  changed: string[];
}

const PART_NAMES: Record<string, string> = {
  contact: "contact",
  legal: "legal details",
  heroSlides: "hero slides",
  intro: "introduction",
  trustedBy: "trusted by",
  bespoke: "bespoke service",
  subscriptions: "subscriptions",
  testimonials: "testimonials",
  rating: "rating",
  "pages.terms": "terms",
  "pages.privacy": "privacy",
  "pages.returns": "returns",
  "pages.delivery": "delivery page",
};

export function ContentChanges({ changes }: { changes: ContentChangeRow[] }) {
  return (
    <TitledSection
      id="content-history"
      title="Recent changes"
      className="admin-panel content-panel"
      titleClassName="admin-panel__title"
    >
      {changes.length === 0 ? (
        <p className="content-panel__text">Never saved: the demo shop's words are shown.</p>
      ) : (
        <ol className="content-history">
          {changes.map((change, index) => (
            <li key={index} className="content-history__row">
              <span className="content-history__by">{change.by}</span>{" "}
              <time dateTime={change.atIso}>{change.at}</time>
              <span className="content-history__parts">
                {change.changed.length > 0
                  ? change.changed.map((part) => PART_NAMES[part] ?? part).join(", ")
                  : "no change"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}

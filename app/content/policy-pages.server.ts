// What a policy page shows: its Markdown in the page's language as HTML (the English, marked so,
// while no Arabic is written), `{slots}` said with the delivery hours in force, and whether it is
// still the demo shop's draft.
import type { Language } from "~/i18n/languages";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { markdownToHtml } from "./markdown.server";
import { withSlots } from "./policy-slots.server";
import { inLanguage, type PolicyPage } from "./shop-content";
import { isDraftPage, currentShopContent } from "./shop-content.server";

export interface PolicyPageView {
  page: PolicyPage;
  html: string;
  /** "en" when an Arabic page shows the English text. */
  lang: "en" | null;
  draft: boolean;
}

export function policyPageView(page: PolicyPage, language: Language): PolicyPageView {
  const text = inLanguage(currentShopContent().pages[page], language);
  const shownIn = text.lang ?? language;
  return {
    page,
    html: markdownToHtml(withSlots(text.text, currentSlotHours(), shownIn), shownIn),
    lang: text.lang ?? null,
    draft: isDraftPage(page),
  };
}

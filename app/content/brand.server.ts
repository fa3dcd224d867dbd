// The brand's name as the shop content holds it: the header, page titles, emails and the mail
// sender's name all read it here. Until an admin saves it, it is the server's SHOP_NAME (the demo
// content's), so a shop that set only that setting keeps its name.
import type { Language } from "~/i18n/languages";
import { inLanguage } from "./shop-content";
import { currentShopContent } from "./shop-content.server";

/** The name in a language: the Arabic once written, else the English (marked lang="en"). */
export function brandIn(language: Language): { text: string; lang?: "en" } {
  return inLanguage(currentShopContent().brand.name, language);
}

/** The name's words in a language, for a sentence or a subject line. */
export const brandName = (language: Language = "en"): string => brandIn(language).text;

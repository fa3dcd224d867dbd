// The missing-key detector: what a page shows in Latin letters that it should say in its own
// language. On an Arabic page every text of the shop's own comes from the Arabic catalogue, so a
// Latin word is a key nobody translated, a string written into a component, or a text that never
// went through the translator. It reads what a visitor meets: the visible text and the
// attributes read aloud or shown (aria-label, alt, placeholder, title), plus the page's title
// and description. It skips what is rightly not Arabic, marked so by the page itself:
// - [lang="en"]: English on purpose (the language link, a bouquet without its Arabic title yet);
// - [dir="auto"]: what customers typed (names, addresses, card messages, a search query);
// - [translate="no"]: names that stay as they are;
// - scripts, styles and templates, which nobody reads.
// The page's own language (on <html>) is what is being checked, so only marks below it count;
// that is also what lets the detector prove itself on an English page.
import type { Page } from "@playwright/test";

/** The brand, as the shop is named (SHOP_NAME): it is written in Latin letters in both languages. */
export const SHOP_NAME = process.env.SHOP_NAME ?? "Maison Florale";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What may stay in Latin letters on an Arabic page, and why (kept tiny on purpose: anything else
 * is either translated or marked by the page):
 * - the brand name, above;
 * - email addresses, web addresses and a social account's handle ('@maisonflorale.dubai'),
 *   which are addresses, written the same in every language.
 * Phone numbers ('+971 4 …') and prices ('1,250 د.إ') have no Latin letters at all, and Arabic
 * prices never say 'AED', so neither needs an exception.
 */
const ALLOWED = [
  escape(SHOP_NAME),
  String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // an email address
  String.raw`(?:https?://|www\.)\S+`, // a web address
  String.raw`(?<![\w.])@[\w.]+`, // a handle
];

/** Each text in Latin letters, with where it is: 'header > a.skip-link: "Skip to content"'. */
export async function strayEnglish(page: Page): Promise<string[]> {
  return page.evaluate((allowedSources) => {
    const allowedPattern = new RegExp(allowedSources.join("|"), "g");
    const latin = /[A-Za-z]{2,}/;
    const SKIP = 'script, style, noscript, template, [dir="auto" i], [translate="no" i]';
    const root = document.documentElement;

    /** Marked as not the page's own words, on the element or an ancestor below <html>. */
    function skipped(element: Element): boolean {
      for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
        const lang = node.getAttribute("lang");
        if (lang !== null && /^en\b/i.test(lang)) return true;
        if (node.matches(SKIP)) return true;
      }
      return false;
    }

    /** What a visitor can meet: rendered (screen-reader-only text counts; display:none and
     * visibility:hidden, like a closed menu, do not). */
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true });

    function where(element: Element): string {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== root && parts.length < 3;) {
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join("");
        parts.unshift(`${node.localName}${node.id ? `#${node.id}` : ""}${classes}`);
        node = node.parentElement;
      }
      return parts.join(" > ");
    }

    const found: string[] = [];
    const check = (text: string, place: string) => {
      const rest = text.replace(allowedPattern, " ");
      if (latin.test(rest))
        found.push(`${place}: "${text.replace(/\s+/g, " ").trim().slice(0, 100)}"`);
    };

    check(document.title, "<title>");
    const description = document.querySelector('meta[name="description"]');
    if (description) check(description.getAttribute("content") ?? "", '<meta name="description">');

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !latin.test(node.textContent ?? "") || skipped(parent)) continue;
      if (!visible(parent)) continue;
      check(node.textContent ?? "", where(parent));
    }

    for (const attribute of ["aria-label", "alt", "placeholder", "title"]) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        if (skipped(element) || !visible(element)) continue;
        check(element.getAttribute(attribute) ?? "", `${where(element)} [${attribute}]`);
      }
    }
    return found;
  }, ALLOWED);
}

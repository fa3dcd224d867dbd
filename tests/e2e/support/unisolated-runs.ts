// The mixed-direction detector: on a right-to-left page, a run that must read left to right (an
// English name, an order number, a phone or Makani number in groups) has to be set apart from the
// Arabic around it, or the Unicode bidirectional algorithm reorders it: '+971 50 123 4567' prints
// '4567 123 50 971+', 'MF-10001' after an Arabic word can print '10001-MF'. A run counts as set
// apart when, before its paragraph ends (a block, flex or grid box, a table cell), an element
// isolates it (<bdi>, a dir attribute, unicode-bidi isolate or plaintext, an inline-block), or
// it sits between the Unicode isolate marks U+2066–2069, or its paragraph has no Arabic in it.
// Groups of digits must also end up left to right (an element made right to left, set apart or
// not, still reverses them). Hidden text is not read.
import type { Page } from "@playwright/test";

/** Each run that is not set apart, with where it is: 'p.thanks__phone: "+971 50 123 4567"'. */
export async function unisolatedRuns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ARABIC = /[\u0600-\u06FF]/;
    // English words (a bouquet's name, a Latin order number), and digits in groups: a phone
    // number (with its +) or a Makani number. A single number, a price ('1,250') or a time
    // ('9:00') reads the same either way.
    const RUN =
      /[A-Za-z][A-Za-z0-9'’.-]*(?:[ \u00a0-][A-Za-z0-9][A-Za-z0-9'’.-]*)*|\+?[\d\u0660-\u0669]{2,}(?:[ \u00a0][\d\u0660-\u0669]{2,})+|\+[\d\u0660-\u0669][\d\u0660-\u0669 \u00a0]*[\d\u0660-\u0669]/g;
    const DIGIT_GROUPS = /^\+?[\d\u0660-\u0669]/;
    const ISOLATES = /[\u2066\u2067\u2068][^\u2069]*$/;
    const INLINE = new Set(["inline", "contents"]);

    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true });

    /** The element that holds the run's paragraph, and whether something isolates the run first. */
    function paragraphOf(element: Element): { block: Element; isolated: boolean } {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (
          node.localName === "bdi" ||
          node.hasAttribute("dir") ||
          ["isolate", "isolate-override", "plaintext"].includes(style.unicodeBidi) ||
          style.display.startsWith("inline-")
        )
          return { block: node, isolated: true };
        if (!INLINE.has(style.display)) return { block: node, isolated: false };
      }
      return { block: document.documentElement, isolated: false };
    }

    function where(element: Element): string {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return `${element.localName}${classes.join("")}`;
    }

    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || parent.closest("script, style, noscript, template") || !visible(parent))
        continue;
      for (const match of text.matchAll(RUN)) {
        const run = match[0];
        const before = text.slice(0, match.index);
        if (ISOLATES.test(before)) continue;
        const digits = DIGIT_GROUPS.test(run);
        // Arabic beside the run in the same text: nothing can set it apart.
        const mixed = ARABIC.test(text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ""));
        const { block, isolated } = paragraphOf(parent);
        const alone = !mixed && (isolated || !ARABIC.test(block.textContent ?? ""));
        const readsLeftToRight = !digits || getComputedStyle(parent).direction === "ltr";
        if (!alone || !readsLeftToRight) found.push(`${where(parent)}: "${run}"`);
      }
    }
    return found;
  });
}

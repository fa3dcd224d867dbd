// The compiled catalogue of each language the page may need. The server compiles both at its
// start; the browser fetches its page's language once (a cacheable file, see
// routes/messages.$language.ts) before it takes the page over, so no catalogue text sits in the
// page's HTML and none in the script.
import type { Language } from "./languages";
import type { PageLanguage } from "./translate";

const provided = new Map<Language, PageLanguage>();

export function providePageMessages(page: PageLanguage): void {
  provided.set(page.language, page);
}

/** A language's messages, or none yet (ids show: only if the page was taken over without them). */
export function pageMessages(language: Language): PageLanguage {
  let page = provided.get(language);
  if (!page) {
    page = { language, messages: {}, refusals: [] };
    provided.set(language, page);
  }
  return page;
}

/** What the root loader hands the page about its language: which one, and where its words are. */
export interface PageLanguageRef {
  language: Language;
  /** The catalogue's address, versioned by its content: cached for good by the browser. */
  messagesUrl: string;
}

/** The browser's step before hydration: fetch the page's catalogue named in the document. */
export async function loadPageMessages(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-page-messages]");
  if (!link) return;
  const response = await fetch(link.href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The page's words could not be loaded (${response.status}).`);
  providePageMessages((await response.json()) as PageLanguage);
}

// The compiled catalogue of each language the page may need. The server compiles both at its
// start; the browser fetches its page's language once (a cacheable file, see
// routes/messages.$language.ts) before it takes the page over, and the other language's before a
// client-side move into a page in that language commits (root.tsx's clientLoader), so no
// catalogue text sits in the page's HTML and none in the script.
import { isLanguage, type Language } from "./languages";
import type { PageLanguage } from "./translate";

const provided = new Map<Language, PageLanguage>();
/** The address each language's words were fetched from in this browser (versioned). */
const fetchedFrom = new Map<Language, string>();

export function providePageMessages(page: PageLanguage): void {
  provided.set(page.language, page);
}

/** A language's messages, or none yet (the translator then refuses to show an id: see translate.ts). */
export function pageMessages(language: Language): PageLanguage {
  let page = provided.get(language);
  if (!page) {
    page = { language, messages: {} };
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

async function fetchPageMessages(ref: PageLanguageRef): Promise<void> {
  const response = await fetch(ref.messagesUrl, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The page's words could not be loaded (${response.status}).`);
  const page = (await response.json()) as PageLanguage;
  if (page.language !== ref.language) throw new Error(`${ref.messagesUrl} is not ${ref.language}.`);
  providePageMessages(page);
  fetchedFrom.set(ref.language, ref.messagesUrl);
}

/** The browser's step before hydration: fetch the page's catalogue named in the document. */
export async function loadPageMessages(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-page-messages]");
  const language = document.documentElement.lang;
  if (!link || !isLanguage(language)) return;
  await fetchPageMessages({ language, messagesUrl: link.getAttribute("href") ?? link.href });
}

/**
 * The browser's step before a client-side move commits: the target page's words, fetched unless
 * this very version is already here (a move into the other language, or words changed by a new
 * release). Rejects when they can't be fetched; the caller then loads the page as a document.
 */
export async function ensurePageMessages(ref: PageLanguageRef): Promise<void> {
  if (fetchedFrom.get(ref.language) === ref.messagesUrl) return;
  await fetchPageMessages(ref);
}

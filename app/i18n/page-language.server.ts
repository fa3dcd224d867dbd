// Each language's catalogue compiled once, and what a page in that language receives.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { languageOfRequest, type Language } from "./languages";
import { arabic, english, type MessageId } from "./messages/index.server";
import { translatorFor, type PageLanguage, type Translator } from "./translate";

const sources: Record<Language, Record<MessageId, string>> = { en: english, ar: arabic };
const compiled = new Map<Language, PageLanguage>();
const forPages = new Map<Language, PageLanguage>();

/**
 * Areas only the server speaks (the emails, the tax documents' labels): every page receives its
 * language's catalogue with the root's data, so these stay out of it, keeping pages light.
 */
const serverOnly = (id: string) => id.startsWith("emails.") || id.startsWith("documents.");

/** Keys of refusals: '<area>.error.<name>'. */
const isRefusal = (id: string) => id.includes(".error.");

/** What a page in this language receives: its messages, without the server's own. */
export function pageLanguage(language: Language): PageLanguage {
  let page = forPages.get(language);
  if (!page) {
    const all = everyMessage(language);
    const messages = Object.fromEntries(
      Object.entries(all.messages).filter(([id]) => !serverOnly(id)),
    );
    page = { ...all, messages };
    forPages.set(language, page);
  }
  return page;
}

function everyMessage(language: Language): PageLanguage {
  let page = compiled.get(language);
  if (!page) {
    const messages: Record<string, unknown> = {};
    for (const [id, text] of Object.entries(sources[language])) messages[id] = compileMessage(text);
    const refusals =
      language === "en"
        ? []
        : Object.entries(english)
            .filter(([id]) => isRefusal(id))
            .map(([id, text]) => ({ id, english: text }));
    page = { language, messages, refusals };
    compiled.set(language, page);
  }
  return page;
}

/** The words of a language, for loaders, actions, emails and documents. */
export function translator(language: Language): Translator {
  return translatorFor(everyMessage(language));
}

/** The words of the page a request is for (its path decides: /ar is Arabic). */
export function translatorForRequest(request: Request): Translator {
  return translator(languageOfRequest(request));
}

// Each language's catalogue compiled once, and what a page in that language receives.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { languageOfRequest, type Language } from "./languages";
import { arabic, english, type MessageId } from "./messages/index.server";
import { translatorFor, type PageLanguage, type Translator } from "./translate";

const sources: Record<Language, Record<MessageId, string>> = { en: english, ar: arabic };
const compiled = new Map<Language, PageLanguage>();

/** Keys of refusals: '<area>.error.<name>'. */
const isRefusal = (id: string) => id.includes(".error.");

export function pageLanguage(language: Language): PageLanguage {
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
  return translatorFor(pageLanguage(language));
}

/** The words of the page a request is for (its path decides: /ar is Arabic). */
export function translatorForRequest(request: Request): Translator {
  return translator(languageOfRequest(request));
}

// Each language's catalogue compiled once, at the start, and what a page in that language
// receives: its language and the versioned address of its words.
import { createHash } from "node:crypto";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { languageOfRequest, languages, type Language } from "./languages";
import { arabic, english, type MessageId } from "./messages/index.server";
import { pageMessages, providePageMessages, type PageLanguageRef } from "./page-messages";
import { translatorFor, type PageLanguage, type Translator } from "./translate";

const sources: Record<Language, Record<MessageId, string>> = { en: english, ar: arabic };

function compile(language: Language): PageLanguage {
  const messages: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(sources[language])) messages[id] = compileMessage(text);
  return { language, messages };
}

/** Areas only the server words (emails, tax documents): no page in the browser needs them. */
export const serverOnlyAreas = ["emails", "documents"] as const;
const SERVER_ONLY = new RegExp(`^(${serverOnlyAreas.join("|")})\\.`);

const forBrowser = new Map<Language, PageLanguage>();
const versions = new Map<Language, string>();
for (const language of languages) {
  const page = compile(language);
  providePageMessages(page);
  const browserPage = {
    ...page,
    messages: Object.fromEntries(
      Object.entries(page.messages).filter(([id]) => !SERVER_ONLY.test(id)),
    ),
  };
  forBrowser.set(language, browserPage);
  versions.set(
    language,
    createHash("sha256").update(JSON.stringify(browserPage)).digest("base64url").slice(0, 12),
  );
}

/** A language's compiled catalogue as the browser needs it, as /messages/{language} serves it. */
export const compiledMessages = (language: Language): PageLanguage => forBrowser.get(language)!;

export const messagesVersion = (language: Language): string => versions.get(language)!;

/** What the root loader hands a page in this language. */
export function pageLanguage(language: Language): PageLanguageRef {
  return { language, messagesUrl: `/messages/${language}?v=${messagesVersion(language)}` };
}

/** The words of a language, for loaders, actions, emails and documents. */
export function translator(language: Language): Translator {
  return translatorFor(pageMessages(language));
}

/** The words of the page a request is for (its path decides: /ar is Arabic). */
export function translatorForRequest(request: Request): Translator {
  return translator(languageOfRequest(request));
}

// Components' words: the Translator of the page's language (named by the root loader's data;
// the words themselves are compiled on the server and fetched once by the browser).
import { useRouteLoaderData } from "@remix-run/react";
import { languageOfPath } from "./languages";
import { pageMessages, type PageLanguageRef } from "./page-messages";
import { translatorFor, type Translator } from "./translate";

interface WithPageLanguage {
  pageLanguage?: PageLanguageRef;
}

export function useTranslator(): Translator {
  const root = useRouteLoaderData("root") as WithPageLanguage | undefined;
  const language =
    root?.pageLanguage?.language ??
    languageOfPath(typeof window === "undefined" ? "/" : window.location.pathname);
  return translatorFor(pageMessages(language));
}

/** For meta functions: the Translator of the page, from the root loader's data among the matches. */
export function translatorFromMatches(
  matches: { id: string; data?: unknown }[],
  pathname = "/",
): Translator {
  const root = matches.find((match) => match.id === "root")?.data as WithPageLanguage | undefined;
  return translatorFor(pageMessages(root?.pageLanguage?.language ?? languageOfPath(pathname)));
}

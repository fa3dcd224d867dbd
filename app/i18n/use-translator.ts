// Components' words: the Translator of the page's language, from the root loader's data.
import { useRouteLoaderData } from "@remix-run/react";
import type { PageLanguage, Translator } from "./translate";
import { translatorFor } from "./translate";
import { languageOfPath } from "./languages";

interface WithPageLanguage {
  pageLanguage?: PageLanguage;
}

const EMPTY: Record<string, PageLanguage> = {};

function fallback(pathname: string): PageLanguage {
  // Without the root loader's data (it failed) the page still reads: the message ids are shown,
  // which the error page avoids by saying only what it can.
  const language = languageOfPath(pathname);
  return (EMPTY[language] ??= { language, messages: {}, refusals: [] });
}

export function useTranslator(): Translator {
  const root = useRouteLoaderData("root") as WithPageLanguage | undefined;
  const pathname = typeof window === "undefined" ? "/" : window.location.pathname;
  return translatorFor(root?.pageLanguage ?? fallback(pathname));
}

/** For meta functions: the Translator of the page, from the root loader's data among the matches. */
export function translatorFromMatches(
  matches: { id: string; data?: unknown }[],
  pathname = "/",
): Translator {
  const root = matches.find((match) => match.id === "root")?.data as WithPageLanguage | undefined;
  return translatorFor(root?.pageLanguage ?? fallback(pathname));
}

// /messages/{en|ar}?v=…: a language's compiled catalogue, which the browser fetches once before
// it takes a page over. Versioned by its content, so it is cached for good.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { compiledMessages, messagesVersion } from "~/i18n/page-language.server";
import { isLanguage } from "~/i18n/languages";

export function loader({ params, request }: LoaderFunctionArgs) {
  const language = params.language;
  if (!isLanguage(language)) throw new Response("Not Found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === messagesVersion(language);
  return Response.json(compiledMessages(language), {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

// A kept page's inline scripts are allowed by their content's sha256 (CSP Level 2 hash sources)
// rather than a nonce, so that every copy of it can be the same bytes (decision 029). The hash
// is over the script's text exactly as it stands between its tags: a script element's text is
// raw, with no character reference decoded.
import { createHash } from "node:crypto";

/** Every <script> with a body and no src, to its closing tag (React escapes `</` inside). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources ('sha256-…') of every inline script in `html`, each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes!)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

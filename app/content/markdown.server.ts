// The policy pages' Markdown as HTML, by markdown-it with raw HTML off: a tag typed in the admin
// is shown as text, never run. Links keep markdown-it's check (no javascript:, vbscript:, file:
// or data: addresses); the shop's own paths follow the page's language, other sites' links open
// without handing them this page (noopener, noreferrer) or the shop's endorsement (nofollow).
import MarkdownIt from "markdown-it";
import { localisedPath, type Language } from "~/i18n/languages";

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const linkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env: { language: Language }, self) => {
  const token = tokens[index]!;
  const href = token.attrGet("href") ?? "";
  if (href.startsWith("/") && !href.startsWith("//")) {
    token.attrSet("href", localisedPath(href, env.language));
  } else if (!href.startsWith("#")) {
    token.attrSet("rel", "nofollow noopener noreferrer");
  }
  return linkOpen(tokens, index, options, env, self);
};

/** A policy page's Markdown as HTML for a page in `language`. */
export function markdownToHtml(text: string, language: Language): string {
  return markdown.render(text, { language });
}

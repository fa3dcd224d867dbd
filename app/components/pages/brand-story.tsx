// The shop's own Markdown on the About, Craft and Portfolio pages, rendered on the server with
// raw HTML off; English (marked so, left to right) on an Arabic page while no Arabic is written.
export function BrandStory({
  html,
  lang,
  className = "",
}: {
  html: string;
  lang?: "en";
  className?: string;
}) {
  return (
    <div
      className={`prose brand-story ${className}`.trim()}
      lang={lang}
      dir={lang ? "ltr" : undefined}
      // The server's markdown-it output with raw HTML off: only its own tags.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

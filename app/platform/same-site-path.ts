// A path on this shop to send a visitor back to, taken from something the visitor sent (a form's
// `from`): only ever a page of this site, never another site, a script or a protocol-relative
// address that a browser would read as another host.

const BASE = "http://shop.invalid";

/**
 * `value` as a same-site path with its query (`/collection?sort=newest`), else `fallback`. The
 * value is resolved as a browser would (`/./`, `\`, tabs and encodings included), and what it
 * resolves to must still be a plain path of this site.
 */
export function sameSitePath(value: string | null | undefined, fallback = "/"): string {
  // Only a path: not a scheme (`javascript:`, `https:`), not `//host` or `/\host`.
  if (!value || !value.startsWith("/") || /^\/[/\\]/.test(value)) return fallback;
  // Characters a browser strips or a header refuses: none belongs in a link back.
  if ([...value].some((c) => c === "\\" || c <= "\u001f" || c === "\u007f")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}`;
  // `/.//evil.example` resolves to `//evil.example`: another host to a browser.
  if (url.origin !== BASE || path.startsWith("//")) return fallback;
  return path;
}

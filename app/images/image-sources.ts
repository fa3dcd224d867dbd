// Where an image is fetched from, and where to try next when it fails.
import { ID_PATTERN } from "~/db/ids";
import { IMAGE_WIDTHS } from "~/images/widths";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** The widest variant an <img>'s own src asks for; its srcset offers the wider ones. */
export const SRC_MAX_WIDTH = 1200;

/** An image reference is a 24-hex id served by the shop, or a full http(s) URL used as it is. */
export function imagePath(ref: string, width?: number): string {
  if (!ID_PATTERN.test(ref)) return ref;
  return width ? `/api/images/${ref}?w=${width}` : `/api/images/${ref}`;
}

/** A width-step srcset for ids; none for outside URLs. */
export function imageSrcSet(ref: string, maxWidth = 2000): string | undefined {
  if (!ID_PATTERN.test(ref)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w >= 240 && w <= maxWidth)
    .map((w) => `${imagePath(ref, w)} ${w}w`)
    .join(", ");
}

/**
 * The recovery chain after a failed load. For an id: the page's origin, then the backend base
 * address, then the placeholder. For other addresses: swap origin and backend, then the
 * placeholder. Returns null when there is nothing left to try.
 */
export function nextImageSource(
  failed: string,
  ref: string,
  origins: { page: string; backend: string },
): string | null {
  if (failed === PLACEHOLDER_IMAGE || failed.endsWith(PLACEHOLDER_IMAGE)) return null;
  if (ID_PATTERN.test(ref)) {
    const path = `/api/images/${ref}`;
    const onPage = `${origins.page}${path}`;
    const onBackend = `${origins.backend}${path}`;
    if (failed !== onPage && failed !== onBackend) return onPage;
    if (failed === onPage && onBackend !== onPage) return onBackend;
    return PLACEHOLDER_IMAGE;
  }
  try {
    const original = new URL(ref, origins.page);
    // Swap once: a failure of anything but the original address means the swap failed too.
    if (new URL(failed, origins.page).href !== original.href) return PLACEHOLDER_IMAGE;
    const swapTo = original.origin === origins.page ? origins.backend : origins.page;
    if (swapTo !== original.origin) return `${swapTo}${original.pathname}${original.search}`;
  } catch {
    // not a URL at all: only the placeholder is left
  }
  return PLACEHOLDER_IMAGE;
}

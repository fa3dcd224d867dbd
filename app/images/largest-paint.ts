// The page's largest picture asked for first: a preload among the page's meta tags, which come
// before the stylesheets and fonts, so a slow phone's few connections fetch it before anything
// that competes with it (its <img> is found only once the parser reaches the body).
import { imagePath, imageSrcSet, SRC_MAX_WIDTH } from "./image-sources";

/** Remix meta descriptors preloading the picture an <img> draws with `sizes` (none without one). */
export function largestPicturePreload(ref: string | null | undefined, sizes: string) {
  if (!ref) return [];
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      // The <img>'s own src: the same request whichever of the two the browser uses.
      href: imagePath(ref, SRC_MAX_WIDTH),
      imageSrcSet: imageSrcSet(ref),
      imageSizes: sizes,
      fetchpriority: "high",
    },
  ];
}

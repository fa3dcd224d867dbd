// Every storefront picture: width/height to reserve its space, a responsive srcset from the
// `?w=` variants, a calm placeholder tone until it arrives, and another source when one fails.
import { useEffect, useRef, useState, type CSSProperties } from "react";
import {
  imagePath,
  imageSrcSet,
  nextImageSource,
  PLACEHOLDER_IMAGE,
  SRC_MAX_WIDTH,
} from "~/images/image-sources";

export interface ShopImageProps {
  /** A 24-hex image id or a full URL; empty shows the placeholder. */
  imageRef: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Called once the chain has fallen back to the placeholder. */
  onFallback?: () => void;
}

export function ShopImage({
  imageRef,
  alt,
  width,
  height,
  sizes,
  priority,
  className,
  style,
  onFallback,
}: ShopImageProps) {
  const ref = imageRef || "";
  const [src, setSrc] = useState(
    ref ? imagePath(ref, Math.min(width, SRC_MAX_WIDTH)) : PLACEHOLDER_IMAGE,
  );
  const [useSrcSet, setUseSrcSet] = useState(Boolean(ref));
  const [loaded, setLoaded] = useState(false);
  const element = useRef<HTMLImageElement>(null);

  const recover = (image: HTMLImageElement) => {
    const failed = image.currentSrc || image.src;
    const origin = window.location.origin;
    const next = nextImageSource(failed, ref, {
      page: origin,
      backend: window.ENV?.backendUrl ?? origin,
    });
    if (!next) return;
    setUseSrcSet(false);
    setSrc(next);
    if (next === PLACEHOLDER_IMAGE) onFallback?.();
  };

  // An image that finished before hydration fired its load or error event before React listened.
  useEffect(() => {
    const image = element.current;
    if (!image?.complete) return;
    if (image.naturalWidth > 0) setLoaded(true);
    else if (image.currentSrc || image.src) recover(image);
    // Only the state the server-rendered image reached before hydration matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      ref={element}
      className={[
        "shop-image",
        loaded ? "is-loaded" : "",
        priority ? "shop-image--priority" : "",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      style={style}
      src={src}
      srcSet={useSrcSet ? imageSrcSet(ref) : undefined}
      sizes={useSrcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      // React 18 warns on camelCase fetchPriority; the lowercase attribute reaches the HTML.
      {...{ fetchpriority: priority ? "high" : "auto" }}
      onLoad={() => setLoaded(true)}
      onError={(event) => recover(event.currentTarget)}
    />
  );
}

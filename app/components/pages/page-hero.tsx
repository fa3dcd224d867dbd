// The opening frame of a content page: the page's title with a picture (or film).
// overlay — words over a full-bleed picture (`tone` says whether it is light or dark there);
// banner — words, then a wide panoramic picture; split — words beside a portrait picture. An
// overlay on an Arabic page may be mirrored: a picture composed the other way round, words right.
import type { ReactNode } from "react";
import { ShopImage, type ShopImageProps } from "~/components/shop-image";

interface PageHeroProps {
  layout: "overlay" | "banner" | "split";
  tone?: "light" | "dark";
  eyebrow: string;
  title: string;
  lede: string;
  /** "en" when an Arabic page shows the shop's English title or lede (none written in Arabic). */
  titleLang?: "en";
  ledeLang?: "en";
  /** The picture or film; give it the class `page-hero__picture`. */
  media: ReactNode;
  /**
   * An overlay's picture composed the other way round for an Arabic page (its calm side on the
   * right): the words stand at the start, the right, over it.
   */
  mirrored?: boolean;
  children?: ReactNode;
}

export function PageHero({
  layout,
  tone = "light",
  eyebrow,
  title,
  lede,
  titleLang,
  ledeLang,
  media,
  mirrored = false,
  children,
}: PageHeroProps) {
  const mirror = mirrored ? " page-hero--mirrored" : "";
  return (
    <header className={`page-hero page-hero--${layout} page-hero--${tone}${mirror}`}>
      <div className="page-hero__body">
        <div className="page-hero__text">
          <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>
          <h1 className="display page-hero__title" lang={titleLang}>
            {title}
          </h1>
          <p className="page-hero__lede" lang={ledeLang}>
            {lede}
          </p>
          {children ? <div className="page-hero__actions">{children}</div> : null}
        </div>
      </div>
      <div className="page-hero__media">{media}</div>
    </header>
  );
}

/** A wide 16:9 hero picture drawn across the whole viewport, loaded first. */
export function WideHeroPicture({ imageRef, alt }: { imageRef: string | null; alt: string }) {
  return (
    <ShopImage
      imageRef={imageRef}
      alt={alt}
      width={1600}
      height={900}
      sizes="100vw"
      priority
      className="page-hero__picture"
    />
  );
}

/** A 4:5 portrait picture (a portfolio piece, a featured bouquet) on a story page. */
export function PortraitPicture(props: Omit<ShopImageProps, "width" | "height">) {
  return <ShopImage {...props} width={1280} height={1600} />;
}

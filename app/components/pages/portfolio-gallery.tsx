// The portfolio: eight pictures at their real proportions. Without scripts each one links to its
// large version; with them, a click opens the lightbox instead.
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { imagePath } from "~/images/image-sources";
import { ShopImage } from "~/components/shop-image";
import { galleryShares, type PortfolioShot } from "~/content/gallery-layout";
import { Lightbox } from "./lightbox";
import { useTranslator } from "~/i18n/use-translator";

/** `sizes` for a picture taking `share` of the row on wider screens, all the width on phones. */
const sizesFor = (share: number) => `(max-width: 768px) 100vw, ${Math.ceil(share * 100)}vw`;

const largeImage = (imageId: string) => imagePath(imageId, 2000);

export function PortfolioGallery({ shots }: { shots: PortfolioShot[] }) {
  const { t } = useTranslator();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shares = galleryShares(shots);
  // Only once scripts run does a click open a dialog rather than the picture itself.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  return (
    <>
      <ul className="gallery" aria-label={t("pages.portfolio.gallery")}>
        {shots.map((shot, index) => {
          const share = shares[index] ?? 1;
          return (
            <li
              key={shot.imageId}
              className={share === 1 ? "gallery__item gallery__item--full" : "gallery__item"}
              style={{ "--share": share } as CSSProperties}
            >
              <figure className="gallery__figure">
                <a
                  href={largeImage(shot.imageId)}
                  className="gallery__link"
                  aria-haspopup={enhanced ? "dialog" : undefined}
                  onClick={(event) => {
                    // Let a new-tab click (or a middle click) open the large picture as usual.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    opener.current = event.currentTarget;
                    setOpen(index);
                  }}
                >
                  <span
                    className="gallery__frame"
                    style={{ aspectRatio: `${shot.width} / ${shot.height}` }}
                  >
                    <ShopImage
                      imageRef={shot.imageId}
                      alt={shot.caption}
                      width={shot.width}
                      height={shot.height}
                      sizes={sizesFor(share)}
                    />
                  </span>
                </a>
                <figcaption className="gallery__caption">{shot.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <Lightbox
        shots={shots}
        index={open}
        onNavigate={setOpen}
        onClose={() => {
          setOpen(null);
          opener.current?.focus();
        }}
      />
    </>
  );
}

// The portfolio lightbox: a native modal dialog, so the page behind is inert (focus stays inside)
// and Escape closes it. Arrow keys, the side buttons and a swipe move between pictures.
import { useEffect, useRef, type KeyboardEvent } from "react";
import { arrowStep, swipeStep, useRightToLeft } from "~/components/reading-direction";
import { ShopImage } from "~/components/shop-image";
import type { PortfolioShot } from "~/content/gallery-layout";
import { useTranslator } from "~/i18n/use-translator";

interface LightboxProps {
  shots: PortfolioShot[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onNavigate: (index: number) => void;
  onClose: () => void;
}

const SWIPE_PX = 48;

export function Lightbox({ shots, index, onNavigate, onClose }: LightboxProps) {
  const { t } = useTranslator();
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const rightToLeft = useRightToLeft();
  const shot = index === null ? undefined : shots[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  const step = (delta: number) => {
    if (index !== null) onNavigate((index + delta + shots.length) % shots.length);
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby="lightbox-caption"
      onClose={onClose}
      onKeyDown={(event) => {
        const arrow = arrowStep(event.key, rightToLeft);
        if (arrow !== 0) step(arrow);
        if (event.key === "Tab") keepFocusInside(event.currentTarget, event);
      }}
      // A click on the dark surround (not on the picture or a button) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {shot && index !== null ? (
        <>
          <div className="lightbox__bar">
            <p className="lightbox__count">
              {index + 1} / {shots.length}
            </p>
            <button
              type="button"
              className="lightbox__close"
              onClick={() => dialog.current?.close()}
            >
              {t("pages.lightbox.close")}
            </button>
          </div>
          <figure
            className="lightbox__figure"
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const end = event.changedTouches[0]?.clientX;
              if (touchStart.current === null || end === undefined) return;
              const distance = end - touchStart.current;
              if (Math.abs(distance) > SWIPE_PX) step(swipeStep(distance, rightToLeft));
              touchStart.current = null;
            }}
          >
            <ShopImage
              key={shot.imageId}
              imageRef={shot.imageId}
              alt={shot.caption}
              width={shot.width}
              height={shot.height}
              sizes="100vw"
              priority
              className="lightbox__image"
            />
            <figcaption id="lightbox-caption" className="lightbox__caption" aria-live="polite">
              {shot.caption}
            </figcaption>
          </figure>
          <button
            type="button"
            className="lightbox__step lightbox__step--prev"
            aria-label={t("pages.lightbox.previous")}
            onClick={() => step(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="lightbox__step lightbox__step--next"
            aria-label={t("pages.lightbox.next")}
            onClick={() => step(1)}
          >
            <Chevron direction="right" />
          </button>
        </>
      ) : null}
    </dialog>
  );
}

/** A modal dialog makes the page inert, but Tab could still leave for the browser's own UI. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>("button, [href]")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 4 7 12l8 8" : "M9 4l8 8-8 8"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
      />
    </svg>
  );
}

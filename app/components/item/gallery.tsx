// The item's pictures: previous/next, thumbnails, click-to-zoom with pan, arrow
// keys, Enter and Escape. Server-rendered with links (`?image=2`), so it works without scripts;
// once hydrated the links become buttons that switch the picture in place.
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { ShopImage } from "~/components/shop-image";
import { twoDigits } from "~/components/two-digits";
import { useHydrated } from "~/components/use-hydrated";
import { useTranslator } from "~/i18n/use-translator";
import { arrowStep, swipeStep, useRightToLeft } from "~/components/reading-direction";

export const MAIN_SIZES = "(max-width: 900px) 100vw, 50vw";
// Zoomed, the picture is drawn about twice as large: ask the srcset for a sharper file.
const ZOOMED_SIZES = "(max-width: 900px) 220vw, 110vw";
const SWIPE_DISTANCE = 48;

interface GalleryProps {
  title: string;
  images: string[];
  /** From `?image=`, 0-based. */
  initialIndex: number;
}

export function Gallery({ title, images, initialIndex }: GalleryProps) {
  const hydrated = useHydrated();
  const { t } = useTranslator();
  const rightToLeft = useRightToLeft();
  const { search } = useLocation();
  const [index, setIndex] = useState(initialIndex);
  const [zoomed, setZoomed] = useState(false);
  const [broken, setBroken] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const root = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = images.length;

  const show = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setZoomed(false);
    },
    [count],
  );
  const step = useCallback(
    (by: number) => {
      setIndex((current) => (((current + by) % count) + count) % count);
      setZoomed(false);
    },
    [count],
  );

  // A picture that failed before hydration fired its error before React listened: draw it once
  // more, listening, so the recovery chain and the notice still happen.
  useEffect(() => {
    const image = frame.current?.querySelector("img");
    if (image?.complete && image.naturalWidth === 0) setAttempt(1);
  }, []);

  // Keys work when the gallery or nothing in particular has focus; other controls keep theirs.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest("input, select, textarea, [contenteditable='true']")) return;
      if (event.key === "Escape") {
        setZoomed(false);
        return;
      }
      const onPage = !target || target === document.body || target === document.documentElement;
      if (!onPage && !root.current?.contains(target)) return;
      const arrow = arrowStep(event.key, rightToLeft);
      if (arrow !== 0) {
        if (count < 2) return;
        event.preventDefault();
        step(arrow);
      } else if (event.key === "Enter" && !target?.closest("a, button")) {
        if (count === 0) return;
        event.preventDefault();
        setZoomed((on) => !on);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count, step, rightToLeft]);

  if (count === 0) {
    return (
      <section className="gallery" aria-label={t("item.gallery.label", { title })} data-single>
        <div className="gallery__stage">
          <div className="gallery__frame gallery__frame--empty">
            <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
              <path d="M7 4.5c0 5.5 2 8.5 5 8.5s5-3 5-8.5l-2.5 2.2L12 3.5 9.5 6.7 7 4.5Z" />
              <path d="M12 13v8M12 18c-1.5-2-3.5-2.6-5-2.6.8 2 2.8 3 5 3" />
            </svg>
            <p>{t("item.gallery.empty")}</p>
          </div>
        </div>
      </section>
    );
  }

  const current = images[index] ?? images[0] ?? "";
  const hrefFor = (position: number) => {
    const params = new URLSearchParams(search);
    params.set("image", String(position + 1));
    return `?${params}`;
  };
  const previous = (index - 1 + count) % count;
  const next = (index + 1) % count;

  // The zoom follows the pointer: the point under it stays under it.
  const focusOn = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = clamp(((event.clientX - box.left) / box.width) * 100);
    const y = clamp(((event.clientY - box.top) / box.height) * 100);
    event.currentTarget.style.setProperty("--zoom-x", `${x}%`);
    event.currentTarget.style.setProperty("--zoom-y", `${y}%`);
  };

  return (
    <section
      ref={root}
      className="gallery"
      aria-label={t("item.gallery.label", { title })}
      data-interactive={hydrated || undefined}
      data-single={count === 1 || undefined}
    >
      <div className="gallery__stage">
        <div
          ref={frame}
          className="gallery__frame"
          data-zoomed={zoomed || undefined}
          onClick={(event) => {
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            focusOn(event);
            setZoomed((on) => !on);
          }}
          onPointerDown={(event) => {
            swipeStart.current = { x: event.clientX, y: event.clientY };
            swiped.current = false;
          }}
          onPointerMove={(event) => {
            if (zoomed) focusOn(event);
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!start || zoomed || count < 2 || event.pointerType === "mouse") return;
            const dx = event.clientX - start.x;
            const dy = event.clientY - start.y;
            if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
            swiped.current = true;
            step(swipeStep(dx, rightToLeft));
          }}
        >
          <ShopImage
            key={`${current}:${attempt}`}
            imageRef={current}
            alt={
              count > 1 ? t("item.gallery.imageAlt", { title, position: index + 1, count }) : title
            }
            width={1200}
            height={1500}
            sizes={zoomed ? ZOOMED_SIZES : MAIN_SIZES}
            priority
            className="gallery__image"
            onFallback={() => setBroken((refs) => [...refs, current])}
          />
        </div>

        {count > 1 ? (
          <>
            <GalleryControl
              hydrated={hydrated}
              direction="previous"
              href={hrefFor(previous)}
              onClick={() => step(-1)}
            />
            <GalleryControl
              hydrated={hydrated}
              direction="next"
              href={hrefFor(next)}
              onClick={() => step(1)}
            />
            <p className="gallery__count" aria-hidden="true">
              {twoDigits(index + 1)} <span>/</span> {twoDigits(count)}
            </p>
          </>
        ) : null}

        {hydrated ? (
          <button
            type="button"
            className="gallery__zoom"
            aria-label={t("item.gallery.zoom")}
            aria-pressed={zoomed}
            onClick={() => setZoomed((on) => !on)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6" />
              <path d={zoomed ? "M8 10.5h5M15 15l5 5" : "M8 10.5h5M10.5 8v5M15 15l5 5"} />
            </svg>
          </button>
        ) : null}
      </div>

      <p className="visually-hidden" aria-live="polite">
        {hydrated && count > 1 ? t("item.gallery.position", { position: index + 1, count }) : ""}
        {hydrated && zoomed ? t("item.gallery.zoomed") : ""}
      </p>

      {broken.includes(current) ? (
        <p className="gallery__notice" role="status">
          {t("item.gallery.broken")}
        </p>
      ) : null}

      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("item.gallery.thumbs")}>
          {images.map((ref, position) => {
            const label = t("item.gallery.show", { position: position + 1, count });
            const thumb = <ShopImage imageRef={ref} alt="" width={160} height={200} sizes="96px" />;
            const isCurrent = position === index || undefined;
            return (
              <li key={ref}>
                {hydrated ? (
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-label={label}
                    aria-current={isCurrent}
                    onClick={() => show(position)}
                  >
                    {thumb}
                  </button>
                ) : (
                  <a
                    className="gallery__thumb"
                    href={hrefFor(position)}
                    aria-label={label}
                    aria-current={isCurrent}
                  >
                    {thumb}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** Previous/next: a link to `?image=n` in the server HTML, a button once scripts run. */
function GalleryControl({
  hydrated,
  direction,
  href,
  onClick,
}: {
  hydrated: boolean;
  direction: "previous" | "next";
  href: string;
  onClick: () => void;
}) {
  const { t } = useTranslator();
  const label = t(direction === "previous" ? "item.gallery.previous" : "item.gallery.next");
  const icon = (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={direction === "previous" ? "M14.5 5 7.5 12l7 7" : "M9.5 5l7 7-7 7"} />
    </svg>
  );
  const className = `gallery__control gallery__control--${direction}`;
  return hydrated ? (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      {icon}
    </button>
  ) : (
    <a className={className} href={href} aria-label={label}>
      {icon}
    </a>
  );
}

const clamp = (percent: number) => Math.min(100, Math.max(0, percent));

// The indicators under a carousel ("Show slide N") and its pause/resume button, named by the
// carousel in the page's language. Before hydration
// the indicators are links that render the chosen slide on the server; without links they wait.
import { Fragment } from "react";
import type { Carousel } from "./use-carousel";

export function CarouselControls({
  carousel,
  showLabel,
  hrefFor,
  pauseLabel,
  resumeLabel,
  className,
}: {
  carousel: Carousel;
  /** An indicator's name, from its number counted from 1: "Show slide 2". */
  showLabel: (number: number) => string;
  /** No-JS fallback: where each indicator links to. */
  hrefFor?: (index: number) => string;
  /** The toggle's name while the carousel turns ("Pause rotation") and while stopped. */
  pauseLabel: string;
  resumeLabel: string;
  className?: string;
}) {
  const { count, index, go, hydrated, canRotate, stopped, toggleStopped } = carousel;
  if (!hydrated && !hrefFor) return null;
  return (
    <div className={["carousel-controls", className].filter(Boolean).join(" ")}>
      {canRotate ? (
        <button
          type="button"
          className="carousel-controls__toggle"
          aria-label={stopped ? resumeLabel : pauseLabel}
          onClick={toggleStopped}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            {stopped ? (
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            ) : (
              <Fragment>
                <rect x="3.5" y="2.5" width="2.5" height="11" fill="currentColor" />
                <rect x="10" y="2.5" width="2.5" height="11" fill="currentColor" />
              </Fragment>
            )}
          </svg>
        </button>
      ) : null}
      <div className="carousel-controls__dots">
        {Array.from({ length: count }, (_, i) => {
          const props = {
            className: "carousel-controls__dot",
            "aria-label": showLabel(i + 1),
            "aria-current": i === index ? ("true" as const) : undefined,
          };
          return hydrated || !hrefFor ? (
            <button key={i} type="button" {...props} onClick={() => go(i)} />
          ) : (
            <a key={i} href={hrefFor(i)} {...props} />
          );
        })}
      </div>
    </div>
  );
}

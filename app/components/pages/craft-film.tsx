// The Craft's hero film: looping, muted, inline, autoplaying — or its poster alone when the
// visitor saves data, or when the visitor prefers reduced motion (the <source media> queries then
// match nothing, so the browser never fetches or plays it). A build without the film shows
// the hero slide instead.
import { useEffect, useRef, useState } from "react";
import type { CraftFilm as Film } from "~/images/craft-film";
import { WideHeroPicture } from "./page-hero";
import { useTranslator } from "~/i18n/use-translator";

interface CraftFilmProps {
  /** The film the build copied, or null when this build has none. */
  film: Film | null;
  /** Show the film's poster only: the visitor asked to save data. */
  stillOnly: boolean;
  posterId: string | null;
  posterAlt: string;
}

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

export function CraftFilm({ film, stillOnly, posterId, posterAlt }: CraftFilmProps) {
  if (!film) return <WideHeroPicture imageRef={posterId} alt={posterAlt} />;
  if (stillOnly) {
    return (
      <img
        className="page-hero__picture"
        src={film.poster}
        width={film.width}
        height={film.height}
        alt={posterAlt}
        // React 18 warns on camelCase fetchPriority; the lowercase attribute reaches the HTML.
        {...{ fetchpriority: "high" }}
      />
    );
  }
  return <LoopingFilm film={film} />;
}

function LoopingFilm({ film }: { film: Film }) {
  const { t } = useTranslator();
  const video = useRef<HTMLVideoElement>(null);
  const [canPause, setCanPause] = useState(false);
  const [paused, setPaused] = useState(true);
  // The film's sources join once the page has loaded: until then its poster, the page's largest
  // paint, has the connection to itself (the film is ten times its weight). Without scripts the
  // poster stays, still.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const load = () => setLoaded(true);
    if (document.readyState === "complete") return load();
    window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, []);

  // A moving picture longer than five seconds needs a way to stop it (WCAG 2.2.2). Autoplay may
  // have started before scripts arrived, so read where the film is rather than assume.
  useEffect(() => {
    setCanPause(window.matchMedia(MOTION_OK).matches);
    setPaused(video.current?.paused ?? true);
  }, []);

  return (
    <>
      <video
        ref={video}
        className="page-hero__picture"
        poster={film.poster}
        width={film.width}
        height={film.height}
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        {loaded ? (
          <>
            <source src={film.webm} type="video/webm" media={MOTION_OK} />
            <source src={film.mp4} type="video/mp4" media={MOTION_OK} />
          </>
        ) : null}
      </video>
      {canPause ? (
        <button
          type="button"
          className="page-hero__film-toggle"
          onClick={() => {
            const current = video.current;
            if (current?.paused) void current.play();
            else current?.pause();
          }}
        >
          {t(paused ? "pages.craft.playFilm" : "pages.craft.pauseFilm")}
        </button>
      ) : null}
    </>
  );
}

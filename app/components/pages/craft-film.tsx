// The Craft's hero film: looping, muted, inline, autoplaying — or its poster alone when there is
// no film, or when the visitor prefers reduced motion (the <source media> query then matches
// nothing, so the browser never starts playing, even before scripts load).
import { useEffect, useRef, useState } from "react";
import { imagePath } from "~/images/image-sources";
import { WideHeroPicture } from "./page-hero";

interface CraftFilmProps {
  /** Public URL of the film, or null when none has been dropped into public/media. */
  videoSrc: string | null;
  posterId: string | null;
  posterAlt: string;
}

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

export function CraftFilm({ videoSrc, posterId, posterAlt }: CraftFilmProps) {
  if (!videoSrc) {
    return <WideHeroPicture imageRef={posterId} alt={posterAlt} />;
  }
  return <Film src={videoSrc} poster={posterId ? imagePath(posterId, 1600) : undefined} />;
}

function Film({ src, poster }: { src: string; poster?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [canPause, setCanPause] = useState(false);
  const [paused, setPaused] = useState(true);

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
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={src} type="video/mp4" media={MOTION_OK} />
      </video>
      {canPause ? (
        <button
          type="button"
          className="page-hero__film-toggle"
          onClick={() => {
            const film = video.current;
            if (film?.paused) void film.play();
            else film?.pause();
          }}
        >
          {paused ? "Play film" : "Pause film"}
        </button>
      ) : null}
    </>
  );
}

// The home hero: three full-bleed slides that cross-fade every 6 s, following the
// WAI-ARIA carousel pattern. Without JavaScript the indicators link to `/?slide=N`.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState, type CSSProperties } from "react";
import { twoDigits } from "~/components/two-digits";
import { ShopImage } from "~/components/shop-image";
import { useContentText } from "~/components/content-text";
import { HERO_INTERVAL_MS, type HeroLook } from "~/content/home-content";
import type { ShopContent } from "~/content/shop-content";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";
import { useTranslator } from "~/i18n/use-translator";

/** The hero is drawn the whole width of the window. */
export const HERO_SIZES = "100vw";

export type HeroSlide = Omit<ShopContent["heroSlides"][number], "imageAr"> & HeroLook;

export function HeroSlider({ slides, initial }: { slides: HeroSlide[]; initial: number }) {
  const carousel = useCarousel({ count: slides.length, interval: HERO_INTERVAL_MS, initial });
  const location = useLocation();
  const { t, path } = useTranslator();
  const say = useContentText();
  const active = slides[carousel.index];
  const othersLoaded = useOthersAfterLoad();

  const hrefFor = (index: number) => {
    const params = new URLSearchParams(location.search);
    if (index === 0) params.delete("slide");
    else params.set("slide", String(index + 1));
    const search = params.toString();
    return path(search ? `/?${search}` : "/");
  };

  return (
    <section
      className="hero"
      data-tone={active?.tone}
      aria-roledescription={t("home.carousel.carousel")}
      aria-label={t("home.hero.label")}
      {...carousel.regionProps}
    >
      <div className="hero__slides" aria-live={carousel.rotating ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const isActive = i === carousel.index;
          return (
            <div
              key={i}
              {...carousel.slideProps(i)}
              className={[
                "hero__slide",
                `hero__slide--${slide.tone}`,
                `hero__slide--${slide.align}`,
                ...(slide.mirrored ? ["hero__slide--mirrored"] : []),
                isActive ? "is-active" : "",
              ].join(" ")}
              style={{ "--focus": slide.focus } as CSSProperties}
            >
              <div className="hero__media">
                {i === initial || isActive || othersLoaded ? (
                  <ShopImage
                    imageRef={slide.image || null}
                    alt=""
                    width={1920}
                    height={1080}
                    sizes={HERO_SIZES}
                    priority={i === initial}
                    className="hero__image"
                  />
                ) : null}
              </div>
              <div className="hero__content container">
                <div className="hero__text">
                  <p className="hero__statement" lang={say(slide.brandStatement).lang}>
                    {say(slide.brandStatement).text}
                  </p>
                  <h2 className="hero__title" lang={say(slide.title).lang}>
                    {say(slide.title).text}
                  </h2>
                  <p className="hero__subtitle" lang={say(slide.subtitle).lang}>
                    {say(slide.subtitle).text}
                  </p>
                  <div className="hero__actions">
                    <Link className="button hero__primary" to={path("/collection")}>
                      {t("home.hero.explore")}
                    </Link>
                    <Link className="button button--secondary hero__secondary" to={path("/about")}>
                      {t("home.hero.philosophy")}
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="hero__footer container">
        <p className="hero__counter" aria-hidden="true">
          {twoDigits(carousel.index + 1)} <span>/</span> {twoDigits(slides.length)}
        </p>
        <CarouselControls
          carousel={carousel}
          showLabel={(number) => t("home.hero.showSlide", { number })}
          hrefFor={hrefFor}
          pauseLabel={t("home.hero.pause")}
          resumeLabel={t("home.hero.resume")}
        />
      </div>
    </section>
  );
}

/**
 * The other slides' pictures are asked for once the page has loaded: stacked under the first, the
 * browser would otherwise fetch all three at once beside the page's largest paint, the first one.
 */
function useOthersAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

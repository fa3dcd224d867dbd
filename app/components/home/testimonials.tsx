// 'Client Experiences': the shop's quotes, cross-fading every 4 s, under its rating claim. Until
// scripts run (and without JavaScript) every quote is shown, one under the other. No quotes, no
// carousel; no rating, no claim; neither, no section.
import { useContentText } from "~/components/content-text";
import { TESTIMONIAL_INTERVAL_MS } from "~/content/home-content";
import type { ShopContent } from "~/content/shop-content";
import { SectionHeading } from "~/components/section-heading";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";
import { useTranslator } from "~/i18n/use-translator";

export function Testimonials({
  quotes,
  rating,
}: {
  quotes: ShopContent["testimonials"];
  rating: ShopContent["rating"];
}) {
  const { t } = useTranslator();
  const say = useContentText();
  const carousel = useCarousel({ count: quotes.length, interval: TESTIMONIAL_INTERVAL_MS });
  if (quotes.length === 0 && !rating) return null;
  const claim = rating ? say(rating) : null;

  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container testimonials__inner">
        <SectionHeading
          centre
          eyebrow={t("home.testimonials.eyebrow")}
          id="testimonials-title"
          title={t("home.testimonials.title")}
        >
          {claim ? (
            <p className="testimonials__claim" lang={claim.lang}>
              {claim.text}
            </p>
          ) : null}
        </SectionHeading>
        {quotes.length > 0 ? (
          <div
            className="testimonials__carousel"
            aria-roledescription={t("home.carousel.carousel")}
            aria-label={t("home.testimonials.label")}
            role="region"
            {...carousel.regionProps}
          >
            <div
              className={[
                "testimonials__slides",
                carousel.hydrated ? "testimonials__slides--carousel" : "",
              ].join(" ")}
              aria-live={carousel.rotating ? "off" : "polite"}
            >
              {quotes.map((testimonial, i) => {
                const isActive = i === carousel.index;
                const quote = say(testimonial.quote);
                const author = say({ en: testimonial.author, ar: testimonial.authorAr });
                return (
                  <figure
                    key={i}
                    {...carousel.slideProps(i)}
                    className={["testimonial", isActive ? "is-active" : ""].join(" ")}
                  >
                    <blockquote className="testimonial__quote">
                      <p lang={quote.lang}>{quote.text}</p>
                    </blockquote>
                    <figcaption className="testimonial__author">
                      <span className="testimonial__name" dir="auto" lang={author.lang}>
                        {author.text}
                      </span>
                    </figcaption>
                  </figure>
                );
              })}
            </div>
            <CarouselControls
              className="testimonials__controls"
              carousel={carousel}
              showLabel={(number) => t("home.testimonials.show", { number })}
              pauseLabel={t("home.testimonials.pause")}
              resumeLabel={t("home.testimonials.resume")}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

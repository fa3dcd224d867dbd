// 'Client Experiences': four quotes that cross-fade every 4 s. Until scripts run
// (and without JavaScript) every quote is shown, one under the other.
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS } from "~/content/home-content";
import { SectionHeading } from "~/components/section-heading";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";
import { useTranslator } from "~/i18n/use-translator";

export function Testimonials() {
  const quotes = TESTIMONIALS;
  const { t } = useTranslator();
  const carousel = useCarousel({ count: quotes.length, interval: TESTIMONIAL_INTERVAL_MS });

  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container testimonials__inner">
        <SectionHeading
          centre
          eyebrow={t("home.testimonials.eyebrow")}
          id="testimonials-title"
          title={t("home.testimonials.title")}
        >
          <p className="testimonials__claim">{t("home.testimonials.claim")}</p>
        </SectionHeading>
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
              return (
                <figure
                  key={testimonial.author}
                  {...carousel.slideProps(i)}
                  className={["testimonial", isActive ? "is-active" : ""].join(" ")}
                >
                  <blockquote className="testimonial__quote">
                    <p>{t(testimonial.quote)}</p>
                  </blockquote>
                  <figcaption className="testimonial__author">
                    <span className="testimonial__name">{t(testimonial.author)}</span>
                    <span className="testimonial__detail">{t(testimonial.detail)}</span>
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
      </div>
    </section>
  );
}

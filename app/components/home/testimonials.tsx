// 'Client Experiences': four quotes that cross-fade every 4 s. Until scripts run
// (and without JavaScript) every quote is shown, one under the other.
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS } from "~/content/home-content";
import { SectionHeading } from "~/components/section-heading";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

export function Testimonials() {
  const { quotes } = TESTIMONIALS;
  const carousel = useCarousel({ count: quotes.length, interval: TESTIMONIAL_INTERVAL_MS });

  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container testimonials__inner">
        <SectionHeading
          centre
          eyebrow={TESTIMONIALS.eyebrow}
          id="testimonials-title"
          title={TESTIMONIALS.title}
        >
          <p className="testimonials__claim">{TESTIMONIALS.claim}</p>
        </SectionHeading>
        <div
          className="testimonials__carousel"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
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
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="testimonial__author">
                    <span className="testimonial__name">{testimonial.author}</span>
                    <span className="testimonial__detail">{testimonial.detail}</span>
                  </figcaption>
                </figure>
              );
            })}
          </div>
          <CarouselControls
            className="testimonials__controls"
            carousel={carousel}
            itemName="testimonial"
            rotationName="testimonials"
          />
        </div>
      </div>
    </section>
  );
}

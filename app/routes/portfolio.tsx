// /portfolio — weddings, events and hotels: eight pictures, a lightbox, and a consultation.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentCta } from "~/components/pages/content-cta";
import { PageHero, WideHeroPicture } from "~/components/pages/page-hero";
import { contentMeta } from "~/content/page-meta";
import { PortfolioGallery } from "~/components/pages/portfolio-gallery";
import { TrackedLink } from "~/components/pages/tracked-link";
import { siteImagesOf } from "~/images/site-images.server";
import { consultationEnquiry } from "~/content/whatsapp";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader() {
  const shots = siteImagesOf("portfolio").map(({ imageId, caption, width, height }) => ({
    imageId,
    caption,
    width,
    height,
  }));
  const hero = siteImagesOf("hero")[2];
  return { shots, heroId: hero?.imageId ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  contentMeta({
    matches,
    title: "Portfolio",
    description:
      "Weddings, dinners and hotel installations by Maison Florale, Dubai: long tables, floral arches and lobby arrangements.",
    path: "/portfolio",
    image: data?.shots[0]?.imageId ?? data?.heroId,
  });

export default function PortfolioPage() {
  const { shots, heroId } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <PageHero
        layout="banner"
        eyebrow="Weddings · Events · Hotels"
        title="Portfolio"
        lede="Flowers for the evenings people remember: long-table dinners, ceremonies by the sea and hotel lobbies that change with the season."
        media={
          <WideHeroPicture
            imageRef={heroId}
            alt="White roses in a Maison Florale hatbox beside a potted orchid"
          />
        }
      />

      <section className="section" aria-labelledby="portfolio-intro">
        <div className="container portfolio-intro">
          <div className="portfolio-intro__text">
            <h2 id="portfolio-intro" className="subtitle">
              Designed for the room, the light and the hour
            </h2>
            <div className="prose">
              <p>
                From an intimate majlis to a ballroom set for several hundred, every installation
                begins with a visit: we study the space, the way the light falls at the hour of the
                event, and the mood you want your guests to feel as they walk in.
              </p>
              <p>
                Each piece is built by our own florists and installed by the same hands that
                designed it, with flowers conditioned in the atelier for days beforehand.
              </p>
            </div>
          </div>
          <figure className="portfolio-quote">
            <blockquote>
              <p>Flowers are the first thing your guests see, and the last thing they forget.</p>
            </blockquote>
            <figcaption className="eyebrow">The Maison Florale atelier</figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--tight-top" aria-labelledby="portfolio-work">
        <div className="container">
          <h2 id="portfolio-work" className="eyebrow gallery-heading">
            Selected work
          </h2>
          <PortfolioGallery shots={shots} />
        </div>
      </section>

      <ContentCta
        deep
        id="portfolio-cta"
        eyebrow="Bespoke events"
        title="Planning a celebration?"
        text="Tell us the date, the venue and the feeling you have in mind. We will come back with a proposal, sketches and a palette of seasonal stems."
      >
        <TrackedLink
          href={consultationEnquiry()}
          event="whatsapp_click"
          placement="portfolio_consultation"
          className="button"
        >
          Book a Consultation
        </TrackedLink>
      </ContentCta>
    </div>
  );
}

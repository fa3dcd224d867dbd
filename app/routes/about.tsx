// /about — the maison's story and the four values it works by.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero, PortraitPicture, WideHeroPicture } from "~/components/pages/page-hero";
import { ContentCta } from "~/components/pages/content-cta";
import { PointList } from "~/components/pages/point-list";
import { EyebrowTitle, SectionHeading } from "~/components/section-heading";
import { contentMeta } from "~/content/page-meta";
import { siteImagesOf } from "~/images/site-images.server";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader() {
  const [slide] = siteImagesOf("hero");
  const portfolio = siteImagesOf("portfolio");
  return {
    heroId: slide?.imageId ?? null,
    // The hotel lobby urn: where the maison's work is seen most.
    story: portfolio[3] ?? portfolio[0] ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  contentMeta({
    matches,
    title: "Our Story",
    description:
      "Maison Florale is a Dubai flower house built on quality and freshness, craftsmanship, sustainability and personal service.",
    path: "/about",
    image: data?.heroId,
  });

const VALUES = [
  {
    title: "Quality & Freshness",
    text: "Flowers reach our atelier within days of being cut and rest overnight before they are arranged. If a stem is less than perfect, it does not leave the building.",
  },
  {
    title: "Craftsmanship",
    text: "Every bouquet is designed and hand-tied by a trained florist, one stem at a time, with the attention of a couture fitting.",
  },
  {
    title: "Sustainability",
    text: "We wrap in recyclable paper and cotton ribbon, work with growers who care for their land, and compost what we cannot use.",
  },
  {
    title: "Personalization",
    text: "Your colours, the flowers they love, a card in your words: each arrangement can be made for one person and one moment.",
  },
];

export default function AboutPage() {
  const { heroId, story } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <PageHero
        layout="overlay"
        tone="light"
        eyebrow="About Us"
        title="Our Story"
        lede="A Dubai flower house founded on a simple belief: a bouquet should feel as considered as the moment it marks."
        media={
          <WideHeroPicture
            imageRef={heroId}
            alt="A dome of blush roses on a pedestal beside a Maison Florale hatbox"
          />
        }
      />

      <section className="section" aria-labelledby="about-story">
        <div className="container about-story">
          <div className="about-story__text">
            <EyebrowTitle eyebrow="The maison" id="about-story" title="Born in Jumeirah" />
            <p className="lede">
              Maison Florale began as a small atelier by the sea, arranging flowers for friends,
              then for their weddings, then for the hotels where those weddings were held.
            </p>
            <div className="prose">
              <p>
                We still work the way we started. Our florists choose every stem themselves,
                condition it with patience and tie each bouquet by hand, so that what arrives at
                your door looks as it did on our workbench that morning.
              </p>
              <p>
                Today we design for homes across Dubai, for celebrations large and small, and for
                the lobbies and dining rooms of the city’s finest hotels. The scale has changed; the
                care has not.
              </p>
            </div>
          </div>
          {story ? (
            <figure className="about-story__figure">
              <PortraitPicture
                imageRef={story.imageId}
                alt={story.caption}
                sizes="(max-width: 768px) 100vw, 40vw"
              />
              <figcaption className="about-story__caption">{story.caption}</figcaption>
            </figure>
          ) : null}
        </div>
      </section>

      <section className="section section--deep" aria-labelledby="about-values">
        <div className="container">
          <SectionHeading
            as="div"
            centre
            eyebrow="What we stand for"
            id="about-values"
            title="Our Values"
          />
          <PointList block="values" points={VALUES} numbered />
        </div>
      </section>

      <ContentCta
        id="about-cta"
        title="Flowers for your moment"
        text="Discover bouquets composed this season, delivered across Dubai in the slot you choose."
      >
        <Link to="/collection" className="button">
          Explore the Collection
        </Link>
      </ContentCta>
    </div>
  );
}

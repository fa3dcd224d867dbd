// /craft — The Craft: a film (or its poster) and how a bouquet is made.
import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CraftFilm } from "~/components/pages/craft-film";
import { PageHero, PortraitPicture } from "~/components/pages/page-hero";
import { ContentCta } from "~/components/pages/content-cta";
import { PointList } from "~/components/pages/point-list";
import { contentMeta } from "~/content/page-meta";
import { craftFilm } from "~/images/craft-film.server";
import { siteImagesOf } from "~/images/site-images.server";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";
import { SAVE_DATA, savesData } from "~/platform/save-data";

// The page differs for a visitor who saves data (no film), so caches must tell them apart.
export const headers: HeadersFunction = (args) => {
  const headers = catalogueHeaders(args) as Headers;
  headers.append("Vary", SAVE_DATA);
  return headers;
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const [, slide] = siteImagesOf("hero");
  const portfolio = siteImagesOf("portfolio");
  return {
    // The film the build copied (decisions 015, 020); its poster alone for a visitor saving data.
    film: craftFilm(),
    stillOnly: savesData(request),
    posterId: slide?.imageId ?? null,
    // The bridal bouquet: a hand-tied piece seen close.
    detail: portfolio[4] ?? portfolio[0] ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...contentMeta({
    matches,
    title: "The Craft",
    description:
      "How a Maison Florale bouquet is made: flowers sourced at dawn, conditioned overnight and hand-tied in our Dubai atelier.",
    path: "/craft",
    image: data?.posterId,
  }),
  // The film's poster is the page's largest paint: fetched first, before the stylesheets ask.
  ...(data?.film
    ? [
        {
          tagName: "link",
          rel: "preload",
          as: "image",
          href: data.film.poster,
          fetchpriority: "high",
        },
      ]
    : []),
];

const CHAPTERS = [
  {
    title: "Sourcing",
    text: "Our florists buy at first light from growers we have known for years: garden roses from Kenya and Ecuador, peonies from the Netherlands in their short season, ranunculus from Italy. We choose by scent, by colour in daylight and by the weight of a head in the hand.",
  },
  {
    title: "Conditioning",
    text: "Every stem is cleaned, cut at an angle under water and rested overnight in our cool room, so it drinks deeply before it is asked to perform. It is why our roses open slowly over days rather than hours.",
  },
  {
    title: "Hand-tying",
    text: "Bouquets are spiralled by hand, one stem at a time, so each flower faces outward and the whole stands naturally in a vase. Then tissue, silk ribbon and a card written by hand. Nothing leaves the atelier until it is right.",
  },
];

export default function CraftPage() {
  const { film, stillOnly, posterId, detail } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <PageHero
        layout="overlay"
        tone="dark"
        eyebrow="The Atelier, Dubai"
        title="The Craft"
        lede="Chosen stem by stem, rested overnight and tied by hand: the quiet work behind every bouquet."
        media={
          <CraftFilm
            film={film}
            stillOnly={stillOnly}
            posterId={posterId}
            posterAlt="Deep red roses in a dark vase, lit by candlelight"
          />
        }
      />

      <section className="section" aria-labelledby="craft-intro">
        <div className="container container--narrow content-intro">
          <h2 id="craft-intro" className="eyebrow">
            Made by hand
          </h2>
          <p className="lede content-intro__lede">
            Luxury in flowers is not the rarest bloom. It is a hundred small decisions, made long
            before a bouquet reaches your door.
          </p>
        </div>
      </section>

      <section className="section section--deep" aria-labelledby="craft-chapters">
        <div className="container craft-chapters">
          {detail ? (
            <figure className="craft-chapters__figure">
              <PortraitPicture
                imageRef={detail.imageId}
                alt={detail.caption}
                sizes="(max-width: 768px) 100vw, 45vw"
              />
            </figure>
          ) : null}
          <div className="craft-chapters__text">
            <h2 id="craft-chapters" className="title">
              From grower to hand
            </h2>
            <PointList block="chapters" points={CHAPTERS} ordered numbered />
          </div>
        </div>
      </section>

      <ContentCta
        id="craft-cta"
        title="Made to be given"
        text="Browse this season’s bouquets, each composed in the atelier on the morning it is delivered."
      >
        <Link to="/collection" className="button">
          See Our Collection
        </Link>
      </ContentCta>
    </div>
  );
}

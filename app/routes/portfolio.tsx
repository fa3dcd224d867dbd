// /portfolio — weddings, events and hotels: eight pictures, a lightbox, and a consultation.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentCta } from "~/components/pages/content-cta";
import { PageHero, WideHeroPicture } from "~/components/pages/page-hero";
import { contentMeta } from "~/content/page-meta";
import { PortfolioGallery } from "~/components/pages/portfolio-gallery";
import { TrackedLink } from "~/components/pages/tracked-link";
import { siteImagesOf } from "~/images/site-images.server";
import { consultationEnquiry } from "~/content/whatsapp";
import { useContact } from "~/content/shop-context";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";
import { captionOf } from "~/content/picture-captions.server";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const words = translatorForRequest(request);
  const shots = siteImagesOf("portfolio").map((picture) => ({
    imageId: picture.imageId,
    caption: captionOf(picture, words),
    width: picture.width,
    height: picture.height,
  }));
  const hero = siteImagesOf("hero")[2];
  return { shots, heroId: hero?.imageId ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  contentMeta({
    matches,
    title: translatorFromMatches(matches).t("pages.portfolio.title"),
    description: translatorFromMatches(matches).t("pages.portfolio.description"),
    path: "/portfolio",
    image: data?.shots[0]?.imageId ?? data?.heroId,
  });

export default function PortfolioPage() {
  const { shots, heroId } = useLoaderData<typeof loader>();
  const { t, language } = useTranslator();
  const consultation = consultationEnquiry(useContact().whatsapp, language);
  return (
    <div className="content-page">
      <PageHero
        layout="banner"
        eyebrow={t("pages.portfolio.eyebrow")}
        title={t("pages.portfolio.title")}
        lede={t("pages.portfolio.lede")}
        media={<WideHeroPicture imageRef={heroId} alt={t("pages.portfolio.heroAlt")} />}
      />

      <section className="section" aria-labelledby="portfolio-intro">
        <div className="container portfolio-intro">
          <div className="portfolio-intro__text">
            <h2 id="portfolio-intro" className="subtitle">
              {t("pages.portfolio.introHeading")}
            </h2>
            <div className="prose">
              <p>{t("pages.portfolio.intro1")}</p>
              <p>{t("pages.portfolio.intro2")}</p>
            </div>
          </div>
          <figure className="portfolio-quote">
            <blockquote>
              <p>{t("pages.portfolio.quote")}</p>
            </blockquote>
            <figcaption className="eyebrow">{t("pages.portfolio.quoteBy")}</figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--tight-top" aria-labelledby="portfolio-work">
        <div className="container">
          <h2 id="portfolio-work" className="eyebrow gallery-heading">
            {t("pages.portfolio.selected")}
          </h2>
          <PortfolioGallery shots={shots} />
        </div>
      </section>

      <ContentCta
        deep
        id="portfolio-cta"
        eyebrow={t("pages.portfolio.ctaEyebrow")}
        title={t("pages.portfolio.ctaTitle")}
        text={t("pages.portfolio.ctaText")}
      >
        {consultation ? (
          <TrackedLink
            href={consultation}
            event="whatsapp_click"
            placement="portfolio_consultation"
            className="button"
          >
            {t("pages.portfolio.ctaButton")}
          </TrackedLink>
        ) : null}
      </ContentCta>
    </div>
  );
}

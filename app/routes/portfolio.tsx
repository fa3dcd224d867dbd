// /portfolio — weddings, events and hotels: the shop content's words and picture, eight
// pictures, a lightbox, and a consultation.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentCta } from "~/components/pages/content-cta";
import { BrandStory } from "~/components/pages/brand-story";
import { brandPageHero, brandPageView } from "~/content/brand-pages.server";
import { languageOfRequest } from "~/i18n/languages";
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
  const language = languageOfRequest(request);
  const page = brandPageView("portfolio", language);
  // The words stand above the picture here, so its Arabic twin needs no other layout.
  const hero = brandPageHero("portfolio", language);
  return { page, shots, heroId: hero.imageId, demoPicture: hero.usual };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  contentMeta({
    matches,
    title: data?.page.title.text ?? translatorFromMatches(matches).t("pages.portfolio.title"),
    description:
      data?.page.intro.text ?? translatorFromMatches(matches).t("pages.portfolio.description"),
    path: "/portfolio",
    image: data?.shots[0]?.imageId ?? data?.heroId,
  });

export default function PortfolioPage() {
  const { page, shots, heroId, demoPicture } = useLoaderData<typeof loader>();
  const { t, language } = useTranslator();
  const consultation = consultationEnquiry(useContact().whatsapp, language);
  return (
    <div className="content-page">
      <PageHero
        layout="banner"
        eyebrow={t("pages.portfolio.eyebrow")}
        title={page.title.text}
        titleLang={page.title.lang}
        lede={page.intro.text}
        ledeLang={page.intro.lang}
        media={
          <WideHeroPicture
            imageRef={heroId}
            alt={demoPicture ? t("pages.portfolio.heroAlt") : ""}
          />
        }
      />

      <section className="section" aria-label={t("pages.portfolio.eyebrow")}>
        <div className="container portfolio-intro">
          <BrandStory html={page.html} lang={page.bodyLang} className="portfolio-intro__text" />
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

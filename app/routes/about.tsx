// /about — the maison's story (Shop content: its title, introduction, Markdown and picture) and
// the four values it works by.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero, PortraitPicture, WideHeroPicture } from "~/components/pages/page-hero";
import { ContentCta } from "~/components/pages/content-cta";
import { PointList } from "~/components/pages/point-list";
import { SectionHeading } from "~/components/section-heading";
import { BrandStory } from "~/components/pages/brand-story";
import { brandPageHero, brandPageView } from "~/content/brand-pages.server";
import { languageOfRequest } from "~/i18n/languages";
import { contentMeta } from "~/content/page-meta";
import { siteImagesOf } from "~/images/site-images.server";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";
import { captionOf } from "~/content/picture-captions.server";
import { translatorForRequest } from "~/i18n/page-language.server";
import type { MessageId } from "~/i18n/translate";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const portfolio = siteImagesOf("portfolio");
  // The hotel lobby urn: where the maison's work is seen most.
  const story = portfolio[3] ?? portfolio[0] ?? null;
  const language = languageOfRequest(request);
  const page = brandPageView("about", language);
  const hero = brandPageHero("about", language);
  return {
    page,
    heroId: hero.imageId,
    // The demo's picture keeps its description; the shop's own stands beside the title.
    demoPicture: hero.usual,
    story: story && { ...story, caption: captionOf(story, translatorForRequest(request)) },
    ...(hero.mirrored ? { mirrored: true } : {}),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  contentMeta({
    matches,
    title: data?.page.title.text ?? translatorFromMatches(matches).t("pages.about.title"),
    description:
      data?.page.intro.text ?? translatorFromMatches(matches).t("pages.about.description"),
    path: "/about",
    image: data?.heroId,
  });

const VALUES: { title: MessageId; text: MessageId }[] = [
  { title: "pages.about.quality", text: "pages.about.quality.text" },
  { title: "pages.about.craftsmanship", text: "pages.about.craftsmanship.text" },
  { title: "pages.about.sustainability", text: "pages.about.sustainability.text" },
  { title: "pages.about.personalization", text: "pages.about.personalization.text" },
];

export default function AboutPage() {
  const { page, heroId, demoPicture, story, mirrored } = useLoaderData<typeof loader>();
  const { t, path } = useTranslator();
  return (
    <div className="content-page">
      <PageHero
        layout="overlay"
        tone="light"
        mirrored={mirrored}
        eyebrow={t("pages.about.eyebrow")}
        title={page.title.text}
        titleLang={page.title.lang}
        lede={page.intro.text}
        ledeLang={page.intro.lang}
        media={
          <WideHeroPicture imageRef={heroId} alt={demoPicture ? t("pages.about.heroAlt") : ""} />
        }
      />

      <section className="section" aria-label={t("pages.about.storyEyebrow")}>
        <div className="container about-story">
          <div className="about-story__text">
            <p className="eyebrow">{t("pages.about.storyEyebrow")}</p>
            <BrandStory html={page.html} lang={page.bodyLang} />
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
            eyebrow={t("pages.about.valuesEyebrow")}
            id="about-values"
            title={t("pages.about.valuesTitle")}
          />
          <PointList
            block="values"
            points={VALUES.map((value) => ({ title: t(value.title), text: t(value.text) }))}
            numbered
          />
        </div>
      </section>

      <ContentCta id="about-cta" title={t("pages.about.ctaTitle")} text={t("pages.about.ctaText")}>
        <Link to={path("/collection")} className="button">
          {t("pages.about.ctaButton")}
        </Link>
      </ContentCta>
    </div>
  );
}

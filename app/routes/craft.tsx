// /craft — The Craft: a film (or its poster, or the shop's own picture), the shop content's
// words about its craft, and how a bouquet is made.
import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CraftFilm } from "~/components/pages/craft-film";
import { BrandStory } from "~/components/pages/brand-story";
import { brandPageHero, brandPageView } from "~/content/brand-pages.server";
import { languageOfRequest } from "~/i18n/languages";
import { PageHero, PortraitPicture } from "~/components/pages/page-hero";
import { ContentCta } from "~/components/pages/content-cta";
import { PointList } from "~/components/pages/point-list";
import { contentMeta } from "~/content/page-meta";
import { craftFilm } from "~/images/craft-film.server";
import { siteImagesOf } from "~/images/site-images.server";
import pagesStyles from "~/styles/pages.css?url";
import { catalogueHeaders } from "~/platform/http-cache";
import { SAVE_DATA, savesData } from "~/platform/save-data";
import { captionOf } from "~/content/picture-captions.server";
import { translatorForRequest } from "~/i18n/page-language.server";
import type { MessageId } from "~/i18n/translate";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

// The page differs for a visitor who saves data (no film), so caches must tell them apart.
export const headers: HeadersFunction = (args) => {
  const headers = catalogueHeaders(args) as Headers;
  headers.append("Vary", SAVE_DATA);
  return headers;
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const portfolio = siteImagesOf("portfolio");
  const detail = portfolio[4] ?? portfolio[0] ?? null;
  const language = languageOfRequest(request);
  const page = brandPageView("craft", language);
  const hero = brandPageHero("craft", language);
  // A picture of the shop's own takes the demo film's place. The demo's picture for the Arabic
  // pages comes with the film's mirrored twin (a still where the build has none).
  const ownPicture = !hero.usual;
  return {
    page,
    ownPicture,
    // The film the build copied (decisions 015, 020); its poster alone for a visitor saving data.
    film: ownPicture ? null : craftFilm(hero.mirrored),
    stillOnly: savesData(request),
    posterId: hero.imageId,
    // The bridal bouquet: a hand-tied piece seen close.
    detail: detail && { ...detail, caption: captionOf(detail, translatorForRequest(request)) },
    ...(hero.mirrored ? { mirrored: true } : {}),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...contentMeta({
    matches,
    title: data?.page.title.text ?? translatorFromMatches(matches).t("pages.craft.title"),
    description:
      data?.page.intro.text ?? translatorFromMatches(matches).t("pages.craft.description"),
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

const CHAPTERS: { title: MessageId; text: MessageId }[] = [
  { title: "pages.craft.sourcing", text: "pages.craft.sourcing.text" },
  { title: "pages.craft.conditioning", text: "pages.craft.conditioning.text" },
  { title: "pages.craft.handTying", text: "pages.craft.handTying.text" },
];

export default function CraftPage() {
  const { page, ownPicture, film, stillOnly, posterId, detail, mirrored } =
    useLoaderData<typeof loader>();
  const { t, path } = useTranslator();
  return (
    <div className="content-page">
      <PageHero
        layout="overlay"
        tone="dark"
        mirrored={mirrored}
        eyebrow={t("pages.craft.eyebrow")}
        title={page.title.text}
        titleLang={page.title.lang}
        lede={page.intro.text}
        ledeLang={page.intro.lang}
        media={
          <CraftFilm
            film={film}
            stillOnly={stillOnly}
            posterId={posterId}
            posterAlt={ownPicture ? "" : t("pages.craft.posterAlt")}
          />
        }
      />

      <section className="section" aria-label={t("pages.craft.eyebrow")}>
        <div className="container container--narrow content-intro">
          <BrandStory html={page.html} lang={page.bodyLang} className="brand-story--centred" />
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
              {t("pages.craft.chaptersHeading")}
            </h2>
            <PointList
              block="chapters"
              points={CHAPTERS.map((chapter) => ({
                title: t(chapter.title),
                text: t(chapter.text),
              }))}
              ordered
              numbered
            />
          </div>
        </div>
      </section>

      <ContentCta id="craft-cta" title={t("pages.craft.ctaTitle")} text={t("pages.craft.ctaText")}>
        <Link to={path("/collection")} className="button">
          {t("pages.craft.ctaButton")}
        </Link>
      </ContentCta>
    </div>
  );
}

// Home: hero slider, intro, the catalogue, trusted-by hotels, bespoke work, subscriptions and
// testimonials; their words and pictures are the shop's content.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Bespoke } from "~/components/home/bespoke";
import { HERO_SIZES, HeroSlider } from "~/components/home/hero-slider";
import { HomeCatalogue } from "~/components/home/home-catalogue";
import { Intro } from "~/components/home/intro";
import { slideIndex } from "~/content/slide-param";
import { Subscriptions } from "~/components/home/subscriptions";
import { Testimonials } from "~/components/home/testimonials";
import { TrustedBy } from "~/components/home/trusted-by";
import { pageMeta } from "~/content/meta";
import { largestPicturePreload } from "~/images/largest-paint";
import { siteImagesOf } from "~/images/site-images.server";
import { homeCatalogue } from "~/catalogue/listings.server";
import { BESPOKE, heroSlideView } from "~/content/home-content";
import { currentShopContent } from "~/content/shop-content.server";
import { captionOf } from "~/content/picture-captions.server";
import { languageOfRequest } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { shopFromMatches, useShop } from "~/content/shop-context";
import homePageStyles from "~/styles/home-page.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: homePageStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const words = translatorForRequest(request);
  const portfolio = siteImagesOf("portfolio");
  const bespoke = portfolio.find((image) => image.slot === BESPOKE.portfolioSlot);
  const content = currentShopContent();
  const language = languageOfRequest(request);
  return {
    slides: content.heroSlides.map((slide, i) => heroSlideView(slide, i, language)),
    initialSlide: slideIndex(search.get("slide"), content.heroSlides.length),
    catalogue: homeCatalogue(search, language),
    intro: content.intro,
    trusted: content.trustedBy,
    bespokeText: content.bespoke,
    subscriptions: content.subscriptions,
    testimonials: content.testimonials,
    rating: content.rating,
    bespoke: bespoke
      ? {
          imageId: bespoke.imageId,
          caption: captionOf(bespoke, words),
          width: bespoke.width,
          height: bespoke.height,
        }
      : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const shop = shopFromMatches(matches);
  const { t, path } = translatorFromMatches(matches);
  return [
    ...pageMeta({
      title: `${shop.shopName} | ${t("home.meta.tagline")}`,
      description: t("home.meta.description"),
      origin: shop.origin,
      path: path("/"),
      image: data?.slides[0]?.image,
      shopName: shop.shopName,
    }),
    ...largestPicturePreload(data?.slides[data.initialSlide]?.image, HERO_SIZES),
  ];
};

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { shopName } = useShop();
  const { t } = useTranslator();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home.heading", { shopName })}</h1>
      <HeroSlider slides={data.slides} initial={data.initialSlide} />
      <Intro text={data.intro} />
      <HomeCatalogue catalogue={data.catalogue} />
      <TrustedBy logos={data.trusted} />
      <Bespoke picture={data.bespoke} words={data.bespokeText} />
      <Subscriptions plans={data.subscriptions} />
      <Testimonials quotes={data.testimonials} rating={data.rating} />
    </div>
  );
}

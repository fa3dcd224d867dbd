import { listCategories } from "~/catalogue/categories.server";
import { listedCategory } from "~/catalogue/listings.server";
import { pageLanguage } from "~/i18n/page-language.server";
import { languageOfRequest } from "~/i18n/languages";
import { DateTime } from "luxon";
import { currentTime, shopClock } from "~/platform/clock.server";
import { inTestMode } from "~/payments/test-mode.server";
import type { Language } from "~/i18n/languages";
import { brandIn } from "./brand.server";
import { shopOrigin } from "~/platform/origin.server";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { currentShopContent } from "./shop-content.server";
import type { ColourVariant, ShopContext } from "./shop-context";

/** The brand's name in the page's language, and "en" when an Arabic page shows the English. */
function shopNameOf(language: Language): Pick<ShopContext, "shopName" | "shopNameLang"> {
  const name = brandIn(language);
  return name.lang ? { shopName: name.text, shopNameLang: name.lang } : { shopName: name.text };
}

/** The shop's context for this request; the colour variant comes from the feature-flag cookie. */
export function shopContext(request: Request, primaryColorVariant: ColourVariant): ShopContext {
  return {
    ...shopNameOf(languageOfRequest(request)),
    origin: shopOrigin(request),
    categories: listCategories().map((category) => {
      const { name, nameLang } = listedCategory(category, languageOfRequest(request));
      return { id: category.id, name, nameLang, slug: category.slug };
    }),
    primaryColorVariant,
    testMode: inTestMode(),
    pageLanguage: pageLanguage(languageOfRequest(request)),
    contact: currentShopContent().contact,
    year: DateTime.fromJSDate(currentTime()).setZone(shopClock().timeZone).year,
    slotHours: currentSlotHours(),
  };
}

// The bouquet in words: its story, what it is made of, its size and how to care for it.
import { chosenSizeDetails, INGREDIENTS_FALLBACK, type ItemView } from "~/catalogue/item-view";
import type { MessageId } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";
import { IsolatedWords } from "~/components/isolated-words";

const CARE_INSTRUCTIONS: MessageId[] = ["item.details.careWater", "item.details.careStems"];

/**
 * `sizeName`: the size the customer chose, whose own description, ingredients and dimensions are
 * shown (the bouquet's stand for those it has none of).
 */
export function ItemDetails({ item, sizeName }: { item: ItemView; sizeName?: string | null }) {
  const { t } = useTranslator();
  const size = chosenSizeDetails(item, sizeName);
  const own = size && size.ingredients.length > 0 ? size : null;
  // The catalogue's stand-in for a bouquet without ingredients is said in the page's language.
  const ingredients = (own ?? item).ingredients.map((ingredient) =>
    ingredient === INGREDIENTS_FALLBACK ? t("item.details.ingredientsFallback") : ingredient,
  );
  const ingredientsLang = (own ?? item).ingredientsLang;
  const measured = size?.dimensions ? size : item.dimensions ? item : null;
  return (
    <section className="item-details" aria-labelledby="item-details-title">
      <div className="container item-details__grid">
        <div className="item-details__story">
          <p className="eyebrow">{t("item.details.eyebrow")}</p>
          <h2 id="item-details-title" className="subtitle">
            {/* The title in the language it is written in, isolated: an English title inside the
                Arabic 'عن …' keeps its own order and says it is English. */}
            <IsolatedWords
              id="item.details.heading"
              apart={{ title: { text: item.title, lang: item.titleLang, dir: "auto" } }}
            />
          </h2>
          {item.longDescription ? (
            <p className="item-details__long" lang={item.longDescriptionLang}>
              {item.longDescription}
            </p>
          ) : null}
        </div>
        <div className="item-details__facts">
          <section aria-labelledby="item-ingredients">
            <h3 id="item-ingredients" className="eyebrow item-details__label">
              {t("item.details.ingredients")}
            </h3>
            <ul className="item-details__list" lang={ingredientsLang}>
              {ingredients.map((ingredient) => (
                <li key={ingredient}>{ingredient}</li>
              ))}
            </ul>
            {size?.description ? (
              <p className="item-details__size-note" lang={size.descriptionLang}>
                {size.description}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="item-dimensions">
            <h3 id="item-dimensions" className="eyebrow item-details__label">
              {t("item.details.dimensions")}
            </h3>
            <p lang={measured?.dimensionsLang}>
              {measured?.dimensions ?? t("item.details.dimensionsFallback")}
            </p>
          </section>
          <section aria-labelledby="item-care">
            <h3 id="item-care" className="eyebrow item-details__label">
              {t("item.details.care")}
            </h3>
            {/* The florist's own care lines, else the shop's general ones. */}
            {item.care.length > 0 ? (
              <ul className="item-details__list" lang={item.careLang}>
                {item.care.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <ul className="item-details__list">
                {CARE_INSTRUCTIONS.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

// The bouquet in words: its story, what it is made of, its size and how to care for it.
import type { ItemView } from "~/catalogue/item-view";

const CARE_INSTRUCTIONS = ["Change the water every 2-3 days", "Trim stems at 45°"];

export function ItemDetails({ item }: { item: ItemView }) {
  return (
    <section className="item-details" aria-labelledby="item-details-title">
      <div className="container item-details__grid">
        <div className="item-details__story">
          <p className="eyebrow">The bouquet</p>
          <h2 id="item-details-title" className="subtitle">
            About <span lang={item.titleLang}>{item.title}</span>
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
              Ingredients
            </h3>
            <ul className="item-details__list" lang={item.ingredientsLang}>
              {item.ingredients.map((ingredient) => (
                <li key={ingredient}>{ingredient}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="item-dimensions">
            <h3 id="item-dimensions" className="eyebrow item-details__label">
              Dimensions
            </h3>
            <p>
              {item.dimensions ??
                "Each bouquet is composed by hand, so its size varies a little with the season's stems."}
            </p>
          </section>
          <section aria-labelledby="item-care">
            <h3 id="item-care" className="eyebrow item-details__label">
              Care instructions
            </h3>
            <ul className="item-details__list">
              {CARE_INSTRUCTIONS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}

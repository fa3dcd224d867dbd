// "Add something special": the add-ons as checkboxes of the item page's GET form, so they travel
// in the URL to the details step with or without scripts.
import { ShopImage } from "~/components/shop-image";
import { useTranslator } from "~/i18n/use-translator";
import type { PurchaseState } from "~/checkout/purchase-state.server";

export function AddOnChoices({ addOns }: { addOns: PurchaseState["addOns"] }) {
  const { t, money } = useTranslator();
  if (addOns.length === 0) return null;
  return (
    <fieldset className="add-ons">
      <legend className="label">{t("checkout.addSomethingSpecial")}</legend>
      <ul className="add-ons__list">
        {addOns.map((addOn) => (
          <li key={addOn.id}>
            <label className="add-ons__choice">
              <input
                type="checkbox"
                name="addOn"
                value={addOn.id}
                defaultChecked={addOn.chosen}
                className="add-ons__box"
              />
              <ShopImage
                imageRef={addOn.imageId}
                alt=""
                width={120}
                height={150}
                sizes="48px"
                className="add-ons__image"
              />
              <span className="add-ons__text">
                <span className="add-ons__title" lang={addOn.titleLang}>
                  {addOn.title}
                </span>
                <span className="add-ons__price">{money(addOn.price)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

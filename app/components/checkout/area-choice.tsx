// 'Deliver to': the delivery area, part of the item page's URL like the size and date. Its zone
// decides whether today is offered, the earliest date, the slots and the delivery fee. A GET form:
// without scripts its button reloads the page with the area; with them choosing is enough.
import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { PurchaseState } from "~/checkout/purchase-state.server";
import { EMIRATES } from "~/db/emirates";
import { useTranslator } from "~/i18n/use-translator";

interface AreaChoiceProps {
  purchase: PurchaseState;
  itemId: string;
  /** The page's query with the area changed (or left out when empty). */
  hrefWith: (area: string | null) => string;
}

export function AreaChoice({ purchase, itemId, hrefWith }: AreaChoiceProps) {
  const { t, language, path, say } = useTranslator();
  const navigate = useNavigate();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const inLanguage = (text: { en: string; ar: string | null }) =>
    language === "ar" ? (text.ar ?? text.en) : text.en;
  const emirateName = (name: string) => {
    const emirate = EMIRATES.find((candidate) => candidate.name === name);
    return language === "ar" && emirate ? emirate.nameAr : name;
  };
  const { size, date, time, custom, addOns } = purchase;
  const refused = purchase.areaRefused ? say(purchase.areaRefused) : null;

  return (
    <Form
      method="get"
      action={path(`/collection/${itemId}`)}
      className="purchase__area"
      preventScrollReset
      replace
    >
      <label htmlFor="purchase-area" className="label">
        {t("zones.deliverTo")}
      </label>
      <div className="purchase__area-row">
        <select
          id="purchase-area"
          className="select"
          name="area"
          defaultValue={purchase.area?.en ?? ""}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "purchase-area-error" : undefined}
          onChange={(event) =>
            navigate(hrefWith(event.currentTarget.value || null), {
              replace: true,
              preventScrollReset: true,
            })
          }
        >
          <option value="">{t("zones.chooseArea")}</option>
          {purchase.areas.map((group) => (
            <optgroup key={group.emirate} label={emirateName(group.emirate)}>
              {group.areas.map((area) => (
                <option key={area.en} value={area.en}>
                  {inLanguage(area)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {scripted ? null : (
          <button type="submit" className="button button--secondary purchase__area-apply">
            {t("zones.showDelivery")}
          </button>
        )}
      </div>
      {/* The other choices ride along, so choosing an area keeps them. */}
      {size && purchase.sizes.length > 0 ? (
        <input type="hidden" name="size" value={size.name} />
      ) : null}
      {custom ? <input type="hidden" name="custom" value="1" /> : null}
      {date ? <input type="hidden" name="date" value={date} /> : null}
      {time ? <input type="hidden" name="time" value={time} /> : null}
      {addOns
        .filter((addOn) => addOn.chosen)
        .map((addOn) => (
          <input key={addOn.id} type="hidden" name="addOn" value={addOn.id} />
        ))}
      {refused ? (
        <p id="purchase-area-error" className="field-error">
          {refused}
        </p>
      ) : null}
    </Form>
  );
}

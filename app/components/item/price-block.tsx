import { VAT_RATE_PERCENT } from "~/money/money";
import type { ItemPrice } from "~/catalogue/item-view";
import { useTranslator } from "~/i18n/use-translator";

/** The price a customer pays, the struck-through compare price, and the VAT note. */
export function PriceBlock({ price }: { price: ItemPrice }) {
  const { t, money, number } = useTranslator();
  return (
    <div className="item-price">
      <p className="item-price__amounts">
        <span className="item-price__amount">
          {price.from ? <span className="item-price__from">{t("item.price.from")} </span> : null}
          {money(price.amount)}
        </span>
        {price.compareAt !== null ? (
          <s className="item-price__compare">
            <span className="visually-hidden">{t("item.price.was")} </span>
            {money(price.compareAt)}
          </s>
        ) : null}
      </p>
      <p className="item-price__vat">{t("item.price.vat", { rate: number(VAT_RATE_PERCENT) })}</p>
    </div>
  );
}

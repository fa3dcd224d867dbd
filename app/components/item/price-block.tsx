import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import type { ItemPrice } from "~/catalogue/item-view";

/** The price a customer pays, the struck-through compare price, and the VAT note. */
export function PriceBlock({ price }: { price: ItemPrice }) {
  return (
    <div className="item-price">
      <p className="item-price__amounts">
        <span className="item-price__amount">
          {price.from ? <span className="item-price__from">From </span> : null}
          {formatAed(price.amount)}
        </span>
        {price.compareAt !== null ? (
          <s className="item-price__compare">
            <span className="visually-hidden">Was </span>
            {formatAed(price.compareAt)}
          </s>
        ) : null}
      </p>
      <p className="item-price__vat">Prices include {VAT_RATE_PERCENT}% VAT</p>
    </div>
  );
}

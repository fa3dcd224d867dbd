// The cart page: its gifts, each a card, and beside them the summary with the one checkout.
import { Link } from "@remix-run/react";
import type { CartQuote } from "~/cart/cart-quote.server";
import type { CartCheckoutReply } from "~/cart/cart-checkout.server";
import { CART_GIFTS_MAX } from "~/cart/cart-rules";
import { IsolatedWords } from "~/components/isolated-words";
import { saidText } from "~/i18n/said";
import { useTranslator } from "~/i18n/use-translator";
import { CartGiftCard } from "./cart-gift-card";
import { CartSummary } from "./cart-summary";

export type CartNotice = "removed" | "quantity" | "saved" | "payment";

const CART_FULL_TEXT = saidText("cart.error.full", { max: CART_GIFTS_MAX });

const NOTICE_TEXT = {
  removed: "cart.removed",
  quantity: "cart.quantityChanged",
  saved: "cart.giftSaved",
  payment: "cart.paymentCancelled",
} as const;

/** 'Order again' just filled the cart: from which order, the bouquets left out, a full cart. */
export interface OrderedAgain {
  orderNumber: string;
  notSold: string[];
  full: boolean;
}

interface CartPageProps {
  quote: CartQuote;
  notice: CartNotice | null;
  again: OrderedAgain | null;
  idempotencyKey: string;
  checkout?: CartCheckoutReply;
  giftAlert: string | null;
}

function OrderedAgainNotice({ again }: { again: OrderedAgain }) {
  const { say } = useTranslator();
  return (
    <div id="cart-notice" className="cart-page__notice" role="status">
      <p>
        <IsolatedWords
          id="cart.orderedAgain"
          apart={{ number: { text: again.orderNumber, dir: "ltr", className: "figures" } }}
        />
      </p>
      {again.notSold.map((title) => (
        <p key={title}>
          <IsolatedWords id="cart.notSoldNow" apart={{ title: { text: title } }} />
        </p>
      ))}
      {again.full ? <p>{say(CART_FULL_TEXT)}</p> : null}
    </div>
  );
}

export function CartPage({
  quote,
  notice,
  again,
  idempotencyKey,
  checkout,
  giftAlert,
}: CartPageProps) {
  const { t, path } = useTranslator();
  const empty = quote.gifts.length === 0;
  return (
    <div className="cart-page">
      <div className="container">
        <header className="cart-page__header">
          <p className="eyebrow">{t("cart.eyebrow")}</p>
          <h1 className="cart-page__title">{t("cart.title")}</h1>
          {empty ? null : (
            <p className="cart-page__count">{t("cart.count", { count: quote.gifts.length })}</p>
          )}
        </header>
        {again && !giftAlert ? <OrderedAgainNotice again={again} /> : null}
        {notice || giftAlert ? (
          <p
            id="cart-notice"
            className={giftAlert ? "alert alert--error cart-page__notice" : "cart-page__notice"}
            role={giftAlert ? "alert" : "status"}
          >
            {giftAlert ?? t(NOTICE_TEXT[notice!])}
          </p>
        ) : null}
        {empty ? (
          <div className="cart-empty">
            <p className="cart-empty__title">{t("cart.empty")}</p>
            <p className="cart-empty__text">{t("cart.emptyText")}</p>
            <Link className="button" to={path("/collection")}>
              {t("cart.browse")}
            </Link>
          </div>
        ) : (
          <div className="cart-page__layout">
            <section className="cart-page__gifts" aria-labelledby="cart-gifts-title">
              <h2 id="cart-gifts-title" className="visually-hidden">
                {t("cart.count", { count: quote.gifts.length })}
              </h2>
              <ol className="cart-gifts">
                {quote.gifts.map((gift, index) => (
                  <li key={gift.id}>
                    <CartGiftCard gift={gift} number={index + 1} slotHours={quote.slotHours} />
                  </li>
                ))}
              </ol>
              <Link className="text-link cart-page__more" to={path("/collection")}>
                {t("cart.continue")}
              </Link>
            </section>
            <CartSummary quote={quote} idempotencyKey={idempotencyKey} reply={checkout} />
          </div>
        )}
      </div>
    </div>
  );
}

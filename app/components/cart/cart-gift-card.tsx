// One gift of the cart: the bouquet and its size, add-ons, quantity (a small form that works
// without scripts), when and to whom it goes, the card, its price today, 'Edit' and 'Remove'.
import { Form, Link } from "@remix-run/react";
import { AddressLines } from "~/components/address-lines";
import { DeliveryWhen } from "~/components/delivery-when";
import { ShopImage } from "~/components/shop-image";
import type { QuotedGift } from "~/cart/cart-quote.server";
import { GIFT_QUANTITY_MAX } from "~/checkout/checkout-form";
import type { SlotHours } from "~/delivery/slots";
import { useTranslator } from "~/i18n/use-translator";

interface CartGiftCardProps {
  gift: QuotedGift;
  number: number;
  slotHours: SlotHours;
}

const QUANTITIES = Array.from({ length: GIFT_QUANTITY_MAX }, (_, index) => index + 1);

export function CartGiftCard({ gift, number, slotHours }: CartGiftCardProps) {
  const { t, say, money, number: digits, path } = useTranslator();
  const titleId = `cart-gift-${gift.id}`;
  const problemId = `cart-gift-${gift.id}-problem`;
  return (
    <article
      className={gift.problem ? "cart-gift cart-gift--refused" : "cart-gift"}
      aria-labelledby={titleId}
      aria-describedby={gift.problem ? problemId : undefined}
    >
      <ShopImage
        imageRef={gift.image}
        alt=""
        width={320}
        height={400}
        sizes="(min-width: 768px) 160px, 104px"
        className="cart-gift__image"
      />
      <div className="cart-gift__body">
        <p className="eyebrow cart-gift__number">{t("cart.giftNumber", { number })}</p>
        <h3 id={titleId} className="cart-gift__title" lang={gift.titleLang}>
          {gift.title}
        </h3>
        <p className="cart-gift__size">
          <span lang={gift.sizeLang}>{t("checkout.summarySize", { size: gift.size })}</span>
          {gift.quantity > 1 ? (
            <span>
              {" · "}
              {t("cart.each", { price: money(gift.unitPrices[0] ?? 0) })}
            </span>
          ) : null}
        </p>
        {gift.addOns.map((addOn, index) => (
          <p key={index} className="cart-gift__addon">
            {t("cart.with", { addOn: addOn.title })}
          </p>
        ))}
        <dl className="cart-gift__facts">
          <div>
            <dt>{t("checkout.delivery")}</dt>
            <dd>
              <DeliveryWhen date={gift.date} time={gift.time} slotHours={slotHours} />
            </dd>
          </div>
          {gift.recipientName ? (
            <div>
              <dt>{t("checkout.recipient")}</dt>
              <dd dir="auto">{gift.recipientName}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("checkout.address")}</dt>
            <dd>
              {gift.address ? (
                <AddressLines address={gift.address} />
              ) : (
                t("cart.recipientGivesAddress")
              )}
            </dd>
          </div>
          {gift.cardMessage ? (
            <div>
              <dt>{t("checkout.cardMessageShown")}</dt>
              <dd>
                {/* The rule on the page's side; the words in their own direction. */}
                <blockquote className="cart-gift__card">
                  <p dir="auto">{gift.cardMessage}</p>
                </blockquote>
              </dd>
            </div>
          ) : null}
        </dl>
        {gift.surprise || gift.anonymous ? (
          <p className="cart-gift__notes">
            {[
              gift.surprise ? t("gift.surpriseShown") : null,
              gift.anonymous ? t("gift.anonymousShown") : null,
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
        ) : null}
        {gift.problem ? (
          <p id={problemId} className="alert alert--error cart-gift__problem" role="alert">
            {t("cart.cannotOrder", { reason: say(gift.problem) })}
          </p>
        ) : null}
        <div className="cart-gift__foot">
          <Form method="post" className="cart-gift__quantity" preventScrollReset>
            <input type="hidden" name="giftId" value={gift.id} />
            <label htmlFor={`${titleId}-quantity`}>{t("cart.quantity")}</label>
            <select
              id={`${titleId}-quantity`}
              name="quantity"
              defaultValue={gift.quantity}
              className="input cart-gift__select"
            >
              {QUANTITIES.map((quantity) => (
                <option key={quantity} value={quantity}>
                  {digits(quantity)}
                </option>
              ))}
            </select>
            <button
              type="submit"
              name="intent"
              value="quantity"
              className="button button--secondary cart-gift__update"
              aria-label={t("cart.updateQuantityOf", { number })}
            >
              {t("cart.updateQuantity")}
            </button>
          </Form>
          <dl className="cart-gift__price">
            <div>
              <dt>{t("checkout.deliveryFee")}</dt>
              <dd>{gift.deliveryFee > 0 ? money(gift.deliveryFee) : t("checkout.free")}</dd>
            </div>
            <div className="cart-gift__total">
              <dt>{t("checkout.total")}</dt>
              <dd>{money(gift.total)}</dd>
            </div>
          </dl>
        </div>
        <div className="cart-gift__actions">
          <Link
            className="text-link"
            to={path(gift.editHref)}
            aria-label={t("cart.editGift", { number })}
          >
            {t("cart.edit")}
          </Link>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="giftId" value={gift.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="text-link cart-gift__remove"
              aria-label={t("cart.removeGift", { number })}
            >
              {t("cart.remove")}
            </button>
          </Form>
        </div>
      </div>
    </article>
  );
}

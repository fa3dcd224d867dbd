// The thank-you page's summary of the customer's own order (reached with its key).
import { CustomerAddress } from "~/components/customer-address";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { useEffect } from "react";
import { purchaseParams, track } from "~/analytics/data-layer";
import { VAT_RATE_PERCENT } from "~/money/money";
import type { OrderConfirmation } from "~/checkout/order-confirmation.server";
import { statusWords } from "~/checkout/checkout-words";
import { useTranslator } from "~/i18n/use-translator";
import { arabicLineName, lineName } from "~/orders/billed-lines";
import { DeliveryWhen } from "~/components/delivery-when";
import { IsolatedWords } from "~/components/isolated-words";
import { CardPreview } from "./card-preview";

/** A phone number as people read it: '+971557654321' → '+971 55 765 4321'. */
const readablePhone = (phone: string) =>
  parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

export function OrderConfirmationSummary({ order }: { order: OrderConfirmation }) {
  const { t, money, number, path, language } = useTranslator();
  // An order of several gifts shows each below (GiftList): its own columns are the first's only.
  const oneGift = order.gifts.length <= 1;
  useEffect(() => {
    if (!order.paid) return;
    track("purchase", purchaseParams(order));
  }, [order]);

  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" className="order-confirmation__title">
        <IsolatedWords
          id="checkout.orderNumber"
          apart={{ number: { text: order.orderNumber, dir: "ltr", className: "figures" } }}
        />
      </h2>
      <p className="order-confirmation__status" role="status">
        {!order.paid
          ? t("checkout.awaitingPayment")
          : order.status === "new_paid"
            ? t("checkout.paidPreparing")
            : t("checkout.paymentReceived", { status: statusWords(t, order.status) })}
      </p>
      <dl className="order-confirmation__lines">
        <div>
          <dt>{order.lines.length > 1 ? t("checkout.items") : t("checkout.item")}</dt>
          <dd className="order-confirmation__items">
            {order.lines.map((line, index) => (
              // A bouquet and an add-on alike go by their own name and size.
              <span key={index} dir="auto">
                {(language === "ar" &&
                  arabicLineName(
                    { titleAr: line.titleAr, sizeName: line.size, sizeNameAr: line.sizeAr },
                    " · ",
                  )) ||
                  lineName({ title: line.title, sizeName: line.size }, " · ")}
              </span>
            ))}
          </dd>
        </div>
        {oneGift ? (
          <div>
            <dt>{t("checkout.delivery")}</dt>
            <dd>
              <DeliveryWhen date={order.deliveryDate} time={order.deliveryTime} />
            </dd>
          </div>
        ) : null}
        {/* A one-line address is not repeated here; one still to come is the invitation's. */}
        {oneGift &&
        ((order.address.given === "customer" && order.address.deliveryAddress) ||
          order.address.given === "recipient") ? (
          <div>
            <dt>{t("tracking.address")}</dt>
            <dd>
              <CustomerAddress address={order.address} />
            </dd>
          </div>
        ) : null}
        {oneGift && order.gift?.recipientName ? (
          <div>
            <dt>{t("checkout.recipient")}</dt>
            <dd>
              <span dir="auto">{order.gift.recipientName}</span>
              {order.gift.recipientPhone ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{readablePhone(order.gift.recipientPhone)}</bdi>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {oneGift && order.gift?.cardMessage ? (
          <div>
            <dt>{t("checkout.cardMessageShown")}</dt>
            <dd dir="auto">
              {/* Quoted as the page's language quotes: “…” in English, «…» in Arabic. */}
              <q>{order.gift.cardMessage}</q>
            </dd>
          </div>
        ) : null}
        {oneGift && (order.surprise || order.anonymous) ? (
          <div>
            <dt>{t("checkout.gift")}</dt>
            <dd>
              {[
                order.surprise ? t("gift.surpriseShown") : null,
                order.anonymous ? t("gift.anonymousShown") : null,
              ]
                .filter(Boolean)
                .join(" ")}
            </dd>
          </div>
        ) : null}
        {order.deliveryFee > 0 ? (
          <div>
            <dt>{t("checkout.deliveryFee")}</dt>
            <dd>{money(order.deliveryFee)}</dd>
          </div>
        ) : null}
        <div className="order-confirmation__total">
          <dt>{t("checkout.total")}</dt>
          <dd>
            <span>{money(order.total)}</span>
            <span className="order-confirmation__vat">
              {t("checkout.vatOf", { rate: number(VAT_RATE_PERCENT), vat: money(order.vat) })}
            </span>
          </dd>
        </div>
      </dl>
      {oneGift && order.gift?.cardMessage ? (
        <CardPreview
          card={{
            message: order.gift.cardMessage,
            recipientName: order.gift.recipientName ?? "",
            sender: order.cardSender,
          }}
        />
      ) : null}
      <p className="order-confirmation__links">
        <a className="text-link" href={path(order.trackingPath)}>
          {t("checkout.trackOrder")}
        </a>
        {order.invoicePath ? (
          <a className="text-link" href={path(order.invoicePath)}>
            {t("checkout.viewInvoice")}
          </a>
        ) : null}
      </p>
    </section>
  );
}

// Purchase options: size, delivery date and slot, then the main button. Every choice
// is a link or a GET form field, so it all works without scripts; with them the same URL changes
// in place and the main button waits until size, date and time are chosen.
import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import type { ItemOffer } from "~/catalogue/item-view";
import type { PurchaseState } from "~/checkout/purchase-state.server";
import { MISSING_DATE } from "~/checkout/missing-date";
import {
  purchaseHref,
  withChoice,
  withChoices,
  type ChoiceChanges,
} from "~/checkout/purchase-links";
import { useSlotHours } from "~/content/shop-context";
import { slotName } from "~/delivery/slot-names";
import { useTranslator } from "~/i18n/use-translator";
import { AddOnChoices } from "./add-on-choices";
import { AreaChoice } from "./area-choice";
import { SameDayNotice } from "./same-day-notice";
import { TestModeNote } from "./test-mode-note";
import { IsolatedWords } from "~/components/isolated-words";

interface PurchaseBoxProps {
  item: {
    id: string;
    title: string;
    category: string | null;
    /** The sizes' names in the page's language, by their English name. */
    offers?: Pick<ItemOffer, "name" | "label" | "labelLang">[];
  };
  purchase: PurchaseState | null;
  cancelled: boolean;
  /** A delivery date the order was refused for, shown beside the date choice. */
  dateError?: string;
}

export function PurchaseBox({ item, purchase, cancelled, dateError }: PurchaseBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // A choice made while the previous one still loads builds on that one, not the page shown.
  const change = (name: "date" | "time", value: string) =>
    navigate(withChoice((navigation.location ?? location).search, name, value), {
      replace: true,
      preventScrollReset: true,
    });
  // A tapped size or date: its link's href was drawn from the page shown, which a tap still
  // loading has already moved on from; with scripts the change is made to the latest choices.
  const tap = (changes: ChoiceChanges) =>
    navigate(withChoices((navigation.location ?? location).search, changes), {
      replace: true,
      preventScrollReset: true,
    });
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const { t, language, money, date: dateText, path, say } = useTranslator();
  const slotHours = useSlotHours();

  if (!purchase) {
    return <p className="purchase__unavailable">{t("checkout.optionsUnavailable")}</p>;
  }
  const { size, date, time, window } = purchase;
  const choose = (next: Parameters<typeof purchaseHref>[0]) =>
    purchaseHref({
      size: size?.name,
      area: purchase.area?.en,
      date,
      time,
      custom: purchase.custom,
      addOns: purchase.addOns.filter((a) => a.chosen).map((a) => a.id),
      ...next,
    });
  const complete = size !== null && date !== null && time !== null;
  const dateRefusal = dateError ?? (purchase.missing === MISSING_DATE ? MISSING_DATE : undefined);
  const dateMessage = dateRefusal ? say(dateRefusal) : undefined;
  // Today while same-day delivery is open, tomorrow (unless the area's zone needs longer), or a
  // date of the customer's own.
  const namedDays = [
    ...(window.sameDayOpen ? [{ label: t("checkout.today"), day: window.today }] : []),
    ...(window.firstDate <= window.tomorrow
      ? [{ label: t("checkout.tomorrow"), day: window.tomorrow }]
      : []),
  ];
  const dateOptions = [
    ...namedDays.map(({ label, day }) => ({
      label,
      to: choose({ date: day, custom: false }),
      changes: { date: day, custom: null } as ChoiceChanges,
      chosen: !purchase.custom && date === day,
    })),
    {
      label: t("checkout.custom"),
      to: choose({ custom: true, date: purchase.custom ? date : null }),
      // A date of one's own starts empty unless one is already being chosen.
      changes: { custom: "1", ...(purchase.custom ? {} : { date: null }) } as ChoiceChanges,
      chosen: purchase.custom,
    },
  ];

  return (
    <section className="purchase" aria-labelledby="purchase-title" {...KEEP_CLEAR}>
      <h2 id="purchase-title" className="visually-hidden">
        {t("checkout.purchaseOptions")}
      </h2>
      {cancelled ? (
        <p className="purchase__cancelled" role="status">
          {t("checkout.paymentCancelled")}
        </p>
      ) : null}

      {purchase.sizes.length > 0 ? (
        <div className="purchase__group" role="group" aria-labelledby="purchase-size">
          <p id="purchase-size" className="label">
            {t("checkout.size")}
          </p>
          <ul className="purchase__options">
            {purchase.sizes.map((option) => (
              <li key={option.name}>
                <OptionLink
                  to={choose({ size: option.name })}
                  onTap={() => tap({ size: option.name })}
                  chosen={option.name === size?.name}
                >
                  <SizeLabel name={option.name} offers={item.offers} />
                  <span className="purchase__option-price">{money(option.price)}</span>
                </OptionLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <AreaChoice purchase={purchase} itemId={item.id} hrefWith={(area) => choose({ area })} />

      <div className="purchase__group" role="group" aria-labelledby="purchase-date">
        <p id="purchase-date" className="label">
          {t("checkout.deliveryDate")}
        </p>
        <ul className="purchase__options purchase__options--dates">
          {dateOptions.map((option) => (
            <li key={option.label}>
              <OptionLink to={option.to} onTap={() => tap(option.changes)} chosen={option.chosen}>
                {option.label}
              </OptionLink>
            </li>
          ))}
        </ul>
        {dateMessage ? (
          <p id="purchase-date-error" className="field-error">
            {dateMessage}
          </p>
        ) : null}
        {purchase.dateClosed ? (
          <p className="purchase__closed" role="status">
            {say(purchase.dateClosed)}
            {purchase.nextDate ? (
              <>
                {" "}
                <Link
                  to={choose({
                    date: purchase.nextDate.date,
                    custom: ![window.today, window.tomorrow].includes(purchase.nextDate.date),
                    time: null,
                  })}
                  replace
                  preventScrollReset
                >
                  <IsolatedWords
                    id="checkout.nextAvailable"
                    apart={{
                      date: {
                        text: dateText(purchase.nextDate.date, "weekday-day-month"),
                        className: "unbroken",
                      },
                    }}
                  />
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>

      {/* The countdown speaks of delivery today: only when today is the chosen date. Closed for
          today, the page says so until a date is chosen. */}
      {window.sameDayOpen && date === window.today ? (
        <SameDayNotice msUntilCutoff={purchase.msUntilCutoff} />
      ) : purchase.area && !purchase.area.sameDay ? (
        <p className="purchase__notice">
          <IsolatedWords
            id="zones.earliest"
            values={{
              area: language === "ar" ? (purchase.area.ar ?? purchase.area.en) : purchase.area.en,
            }}
            apart={{
              date: {
                text: dateText(window.firstDate, "weekday-day-month"),
                className: "unbroken",
              },
            }}
          />
        </p>
      ) : !window.sameDayOpen && date === null ? (
        <p className="purchase__notice">{t("checkout.sameDayClosed")}</p>
      ) : null}

      <Form
        method="get"
        action={path(`/collection/${item.id}#checkout`)}
        className="purchase__form"
        preventScrollReset
        onSubmit={() => {
          const line = analyticsItem({
            id: item.id,
            title: item.title,
            category: item.category,
            price: size?.price ?? 0,
          });
          track("add_to_cart", {
            ecommerce: {
              currency: "AED",
              value: line.price,
              items: [{ ...line, item_variant: size?.name }],
            },
          });
        }}
      >
        {size && purchase.sizes.length > 0 ? (
          <input type="hidden" name="size" value={size.name} />
        ) : null}
        {purchase.area ? <input type="hidden" name="area" value={purchase.area.en} /> : null}
        {purchase.custom ? (
          <div className="field">
            <label htmlFor="purchase-custom-date">{t("checkout.customDate")}</label>
            <input
              id="purchase-custom-date"
              className="input"
              type="date"
              name="date"
              required
              min={window.firstDate > window.tomorrow ? window.firstDate : window.tomorrow}
              max={window.lastDate}
              defaultValue={date ?? ""}
              aria-invalid={dateMessage ? true : undefined}
              aria-describedby={dateMessage ? "purchase-date-error" : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (value) change("date", value);
              }}
            />
          </div>
        ) : date ? (
          <input type="hidden" name="date" value={date} />
        ) : null}
        <div className="field">
          <label htmlFor="purchase-time">{t("checkout.deliveryTime")}</label>
          <select
            id="purchase-time"
            className="select"
            name="time"
            required
            key={date ?? ""}
            defaultValue={time ?? ""}
            onChange={(event) => change("time", event.currentTarget.value)}
          >
            <option value="">{t("checkout.chooseTime")}</option>
            {purchase.slots.map((slot) => (
              <option key={slot.value} value={slot.value} disabled={!slot.available}>
                {slot.reason
                  ? t("checkout.slotUnavailable", {
                      slot: slotName({ t, language }, slot.value, slotHours),
                      reason: say(slot.reason),
                    })
                  : slotName({ t, language }, slot.value, slotHours)}
              </option>
            ))}
          </select>
        </div>
        <AddOnChoices addOns={purchase.addOns} />
        {purchase.deliveryFee !== null &&
        (purchase.deliveryFee > 0 || purchase.freeDeliveryFrom !== null) ? (
          <p className="purchase__delivery-fee">
            {t("checkout.deliveryFeeLine", {
              fee:
                purchase.deliveryFee > 0 ? money(purchase.deliveryFee) : t("checkout.deliveryFree"),
            })}
            {purchase.freeDeliveryFrom !== null
              ? t("checkout.freeFrom", { amount: money(purchase.freeDeliveryFrom) })
              : ""}
          </p>
        ) : null}
        <input type="hidden" name="step" value="details" />
        {purchase.missing && purchase.missing !== MISSING_DATE ? (
          <p className="field-error" role="alert">
            {say(purchase.missing)}
          </p>
        ) : null}
        <button type="submit" className="button purchase__submit" disabled={scripted && !complete}>
          {purchase.sizes.length > 0 ? t("checkout.addToCart") : t("checkout.orderNow")}
        </button>
        <p className="purchase__secure">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <rect x="5" y="11" width="14" height="9" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {t("checkout.secure")}
        </p>
        <TestModeNote className="purchase__test-mode" />
      </Form>
    </section>
  );
}

/** One choice of size or date: a link to the page with it chosen, marked while it is. */
function OptionLink({
  to,
  onTap,
  chosen,
  children,
}: {
  to: string;
  /** With scripts: make the change to the latest choices instead of following the href. */
  onTap: () => void;
  chosen: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      className="purchase__option"
      to={to}
      replace
      preventScrollReset
      onClick={(event) => {
        // A plain click only; a new tab or window opens the href as it is.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        onTap();
      }}
      aria-current={chosen ? "true" : undefined}
    >
      {children}
    </Link>
  );
}

/** A size's name as the page reads it: its Arabic name on an Arabic page, when written. */
function SizeLabel({ name, offers }: { name: string; offers: PurchaseBoxProps["item"]["offers"] }) {
  const offer = offers?.find((one) => one.name === name);
  return <span lang={offer?.labelLang}>{offer?.label ?? name}</span>;
}

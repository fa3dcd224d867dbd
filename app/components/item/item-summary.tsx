// The purchase column: what the bouquet is, what it costs, and how to ask about it.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { track } from "~/analytics/data-layer";
import { whatsAppLink } from "~/content/whatsapp";
import { useContact } from "~/content/shop-context";
import { Benefits } from "./benefits";
import { SHORT_DESCRIPTION_FALLBACK, type ItemPrice, type ItemView } from "~/catalogue/item-view";
import { useTranslator } from "~/i18n/use-translator";
import { PriceBlock } from "./price-block";

interface ItemSummaryProps {
  item: ItemView;
  /** The chosen size's price, when one is chosen; else the item's lowest. */
  price?: ItemPrice;
  /** The purchase options. */
  children?: ReactNode;
}

export function ItemSummary({ item, price, children }: ItemSummaryProps) {
  const { t, path } = useTranslator();
  const whatsApp = useContact().whatsapp;
  // The prefilled WhatsApp message is written in the page's language.
  const enquiry = t(item.inStock ? "item.whatsapp.enquiry" : "item.whatsapp.similar", {
    title: item.title,
  });
  const enquiryLink = whatsAppLink(whatsApp, enquiry);
  return (
    <div className="item-summary">
      <header className="item-summary__header">
        {item.category ? (
          <Link
            className="eyebrow item-summary__category"
            to={path(`/${item.category.slug}`)}
            lang={item.category.nameLang}
          >
            {item.category.name}
          </Link>
        ) : null}
        <h1 className="item-summary__title" lang={item.titleLang}>
          {item.title}
        </h1>
        <p className="item-summary__short" lang={item.shortDescriptionLang}>
          {item.shortDescription === SHORT_DESCRIPTION_FALLBACK
            ? t("item.summary.shortFallback")
            : item.shortDescription}
        </p>
      </header>

      <PriceBlock price={price ?? item.price} />

      <div className="item-purchase">
        {children}
        {enquiryLink ? (
          <a
            className={`button ${item.inStock ? "button--secondary " : ""}item-purchase__enquiry`}
            href={enquiryLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track("whatsapp_click", { location: "item", item_id: item.id })}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M4.5 19.5 5.7 16A7.8 7.8 0 1 1 8.6 18.6Z" />
            </svg>
            {t("item.summary.enquire")}
            <span className="visually-hidden">{t("item.summary.newTab")}</span>
          </a>
        ) : null}
        {item.inStock ? <p className="item-purchase__note">{t("item.summary.note")}</p> : null}
      </div>

      <Benefits />
    </div>
  );
}

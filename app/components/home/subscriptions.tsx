// 'Flower Subscriptions': the shop's plans, each enquired about on WhatsApp with the plan named.
// No plans, no section.
import { track } from "~/analytics/data-layer";
import { twoDigits } from "~/components/two-digits";
import { SectionHeading } from "~/components/section-heading";
import { useContentText } from "~/components/content-text";
import type { ShopContent } from "~/content/shop-content";
import { useContact } from "~/content/shop-context";
import { subscriptionEnquiry } from "~/content/whatsapp";
import { filsFromAed } from "~/money/money";
import { useTranslator } from "~/i18n/use-translator";

export function Subscriptions({ plans }: { plans: ShopContent["subscriptions"] }) {
  const { t, money, language } = useTranslator();
  const say = useContentText();
  const whatsApp = useContact().whatsapp;
  if (plans.length === 0) return null;
  return (
    <section
      id="subscriptions"
      className="section section--deep subscriptions"
      aria-labelledby="subscriptions-title"
    >
      <div className="container">
        <SectionHeading
          centre
          eyebrow={t("home.subscriptions.eyebrow")}
          id="subscriptions-title"
          title={t("home.subscriptions.title")}
        >
          <p className="prose subscriptions__intro">{t("home.subscriptions.intro")}</p>
        </SectionHeading>
        <ul className="tiers">
          {plans.map((plan, i) => {
            const name = say(plan.name);
            const period = say(plan.period);
            const description = say(plan.description);
            const enquiry = subscriptionEnquiry(whatsApp, name.text, language);
            return (
              <li key={i} className="tier">
                <p className="tier__number" aria-hidden="true">
                  {twoDigits(i + 1)}
                </p>
                <h3 className="tier__name" lang={name.lang}>
                  {name.text}
                </h3>
                <p className="tier__price">
                  <span className="tier__amount">{money(filsFromAed(plan.price) ?? 0)}</span>
                  <span className="tier__per">
                    / <span lang={period.lang}>{period.text}</span>
                  </span>
                </p>
                <p className="tier__description" lang={description.lang}>
                  {description.text}
                </p>
                {enquiry ? (
                  <a
                    className="button button--secondary tier__button"
                    href={enquiry}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() =>
                      track("whatsapp_click", { context: "subscription", plan: plan.name.en })
                    }
                  >
                    {t("home.subscriptions.subscribe")}
                    <span className="visually-hidden">
                      {t("home.subscriptions.toPlan", { plan: name.text })}
                    </span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

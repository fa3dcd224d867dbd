// 'Flower Subscriptions': three tiers, each enquired about on WhatsApp with the plan named.
import { track } from "~/analytics/data-layer";
import { twoDigits } from "~/components/two-digits";
import { SectionHeading } from "~/components/section-heading";
import { SUBSCRIPTION_TIERS } from "~/content/home-content";
import { subscriptionEnquiry } from "~/content/whatsapp";
import { useTranslator } from "~/i18n/use-translator";

export function Subscriptions() {
  const { t, money, language } = useTranslator();
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
          {SUBSCRIPTION_TIERS.map((tier, i) => (
            <li key={tier.plan} className="tier">
              <p className="tier__number" aria-hidden="true">
                {twoDigits(i + 1)}
              </p>
              <h3 className="tier__name">{t(tier.name)}</h3>
              <p className="tier__price">
                <span className="tier__amount">{money(tier.price)}</span>
                <span className="tier__per">/ {t(tier.per)}</span>
              </p>
              <p className="tier__description">{t(tier.description)}</p>
              <a
                className="button button--secondary tier__button"
                href={subscriptionEnquiry(tier.plan, language)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  track("whatsapp_click", { context: "subscription", plan: tier.plan })
                }
              >
                {t("home.subscriptions.subscribe")}
                <span className="visually-hidden">
                  {t("home.subscriptions.toPlan", { plan: t(tier.name) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

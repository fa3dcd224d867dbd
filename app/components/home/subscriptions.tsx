// 'Flower Subscriptions': three tiers, each enquired about on WhatsApp with the plan named.
import { track } from "~/analytics/data-layer";
import { formatAed } from "~/money/money";
import { SUBSCRIPTIONS } from "~/content/home-content";
import { subscriptionEnquiry } from "~/content/whatsapp";

export function Subscriptions() {
  return (
    <section
      id="subscriptions"
      className="section section--deep subscriptions"
      aria-labelledby="subscriptions-title"
    >
      <div className="container">
        <header className="section-heading section-heading--centre">
          <p className="eyebrow">{SUBSCRIPTIONS.eyebrow}</p>
          <h2 id="subscriptions-title" className="title">
            {SUBSCRIPTIONS.title}
          </h2>
          <p className="prose subscriptions__intro">{SUBSCRIPTIONS.intro}</p>
        </header>
        <ul className="tiers">
          {SUBSCRIPTIONS.tiers.map((tier, i) => (
            <li key={tier.plan} className="tier">
              <p className="tier__number" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </p>
              <h3 className="tier__name">{tier.plan}</h3>
              <p className="tier__price">
                <span className="tier__amount">{formatAed(tier.price)}</span>
                <span className="tier__per">/ {tier.per}</span>
              </p>
              <p className="tier__description">{tier.description}</p>
              <a
                className="button button--secondary tier__button"
                href={subscriptionEnquiry(tier.plan)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  track("whatsapp_click", { context: "subscription", plan: tier.plan })
                }
              >
                Subscribe<span className="visually-hidden"> to the {tier.plan} plan</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// 'Flower Subscriptions': three tiers, each enquired about on WhatsApp with the plan named.
import { track } from "~/analytics/data-layer";
import { twoDigits } from "~/components/two-digits";
import { SectionHeading } from "~/components/section-heading";
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
        <SectionHeading
          centre
          eyebrow={SUBSCRIPTIONS.eyebrow}
          id="subscriptions-title"
          title={SUBSCRIPTIONS.title}
        >
          <p className="prose subscriptions__intro">{SUBSCRIPTIONS.intro}</p>
        </SectionHeading>
        <ul className="tiers">
          {SUBSCRIPTIONS.tiers.map((tier, i) => (
            <li key={tier.plan} className="tier">
              <p className="tier__number" aria-hidden="true">
                {twoDigits(i + 1)}
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

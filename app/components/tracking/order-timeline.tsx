// The tracking page's timeline: the order's steps in order, each done, current or still to come,
// then its ending if it came to one. The current step is also said in a live region, so a
// screen reader hears it change when the page refreshes itself.
import type { OrderTimeline as Timeline } from "~/orders/order-tracking";
import { AWAITING_PAYMENT } from "~/orders/statuses";

/** Said to a screen reader after each step's name; sighted visitors read the marks. */
const STATE_WORDS = { done: "done", current: "now", upcoming: "to come" } as const;

export function OrderTimeline({
  timeline,
  refreshing,
}: {
  timeline: Timeline;
  /** The page keeps itself up to date (scripts running, the order still moving). */
  refreshing: boolean;
}) {
  return (
    <section className="tracking-timeline" aria-labelledby="tracking-timeline-title">
      <h2 id="tracking-timeline-title" className="visually-hidden">
        Where your order is
      </h2>
      <p className="tracking-timeline__now" role="status">
        <span className="eyebrow">Now</span> <span>{timeline.now}</span>
      </p>
      <ol className="tracking-timeline__steps">
        {timeline.steps.map((step) => (
          <li
            key={step.label}
            className={`tracking-step tracking-step--${step.state}`}
            aria-current={step.state === "current" && !timeline.ending ? "step" : undefined}
          >
            <span className="tracking-step__mark" aria-hidden="true" />
            <span className="tracking-step__label">
              {step.label}
              <span className="visually-hidden">, {STATE_WORDS[step.state]}</span>
            </span>
            {step.at ? <span className="tracking-step__when">{step.at}</span> : null}
          </li>
        ))}
        {timeline.ending ? (
          <li className="tracking-step tracking-step--ended" aria-current="step">
            <span className="tracking-step__mark" aria-hidden="true" />
            <span className="tracking-step__label">{timeline.ending.label}</span>
            {timeline.ending.at ? (
              <span className="tracking-step__when">{timeline.ending.at}</span>
            ) : null}
          </li>
        ) : null}
      </ol>
      {timeline.now === AWAITING_PAYMENT ? (
        <p className="tracking-timeline__note">
          We will confirm your order as soon as your payment arrives.
        </p>
      ) : null}
      {refreshing ? (
        <p className="tracking-timeline__note">
          This page updates itself while your order is on its way.
        </p>
      ) : null}
      {timeline.refundedInPart ? (
        <p className="tracking-timeline__note">Part of this order was refunded</p>
      ) : null}
    </section>
  );
}

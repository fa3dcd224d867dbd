// The tracking page's timeline: the order's steps in order, each done, current or still to come,
// then its ending if it came to one. The current step is also said in a live region, so a
// screen reader hears it change when the page refreshes itself.
import type { MessageId } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";
import type { OrderTimeline as Timeline, TrackingWord } from "~/orders/order-tracking";

/** Said to a screen reader after each step's name; sighted visitors read the marks. */
const STATE_WORDS = {
  done: "tracking.state.done",
  current: "tracking.state.current",
  upcoming: "tracking.state.upcoming",
} as const satisfies Record<string, MessageId>;

export function OrderTimeline({
  timeline,
  refreshing,
  titleId = "tracking-timeline-title",
}: {
  timeline: Timeline;
  /** Unique on the page: an order of several gifts shows a timeline per gift. */
  titleId?: string;
  /** The page keeps itself up to date (scripts running, the order still moving). */
  refreshing: boolean;
}) {
  const { t, language, dateTime } = useTranslator();
  const word = (name: TrackingWord) => t(`tracking.step.${name}` as MessageId);
  // English keeps the shop's own short form ('12 Mar, 10:00'); another language words the moment.
  const when = (at: string | null, moment: string | null) =>
    language === "en" || !moment ? at : dateTime(moment);
  const ending = timeline.ending;
  const endingAt = ending ? when(ending.at, ending.moment) : null;
  return (
    <section className="tracking-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("tracking.whereItIs")}
      </h2>
      <p className="tracking-timeline__now" role="status">
        <span className="eyebrow">{t("tracking.now")}</span> <span>{word(timeline.nowName)}</span>
      </p>
      <ol className="tracking-timeline__steps">
        {timeline.steps.map((step) => {
          const at = when(step.at, step.moment);
          return (
            <li
              key={step.label}
              className={`tracking-step tracking-step--${step.state}`}
              aria-current={step.state === "current" && !ending ? "step" : undefined}
            >
              <span className="tracking-step__mark" aria-hidden="true" />
              <span className="tracking-step__label">
                {word(step.name)}
                <span className="visually-hidden">
                  {language === "en" ? ", " : "، "}
                  {t(STATE_WORDS[step.state])}
                </span>
              </span>
              {at ? <span className="tracking-step__when">{at}</span> : null}
            </li>
          );
        })}
        {ending ? (
          <li className="tracking-step tracking-step--ended" aria-current="step">
            <span className="tracking-step__mark" aria-hidden="true" />
            <span className="tracking-step__label">{word(ending.name)}</span>
            {endingAt ? <span className="tracking-step__when">{endingAt}</span> : null}
          </li>
        ) : null}
      </ol>
      {timeline.nowName === "awaitingPayment" ? (
        <p className="tracking-timeline__note">{t("tracking.awaitingNote")}</p>
      ) : null}
      {refreshing ? <p className="tracking-timeline__note">{t("tracking.refreshing")}</p> : null}
      {timeline.refundedInPart ? (
        <p className="tracking-timeline__note">{t("tracking.refundedInPart")}</p>
      ) : null}
    </section>
  );
}

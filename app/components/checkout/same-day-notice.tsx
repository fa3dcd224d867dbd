// The same-day notice counts down to the shop's real cut-off, not a fixed time. The server
// renders the text; with scripts it keeps counting while the page stays open.
import { useEffect, useState } from "react";
import { countdownText } from "~/checkout/checkout-words";
import { useTranslator } from "~/i18n/use-translator";

const MINUTE = 60_000;
/** Stands for the countdown inside the sentence, which is split around it to embolden it. */
const COUNTDOWN = "\u0000";

export function SameDayNotice({ msUntilCutoff }: { msUntilCutoff: number }) {
  const { t } = useTranslator();
  const [left, setLeft] = useState(msUntilCutoff);

  useEffect(() => {
    setLeft(msUntilCutoff);
    const deadline = Date.now() + msUntilCutoff;
    const timer = window.setInterval(() => setLeft(Math.max(0, deadline - Date.now())), MINUTE / 4);
    return () => window.clearInterval(timer);
  }, [msUntilCutoff]);

  const [before, after] = t("checkout.orderWithin", { countdown: COUNTDOWN }).split(COUNTDOWN);
  return (
    <p className="purchase__notice">
      {left > 0 ? (
        <>
          {before}
          <strong>{countdownText(left, t)}</strong>
          {after}
        </>
      ) : (
        t("checkout.sameDayClosed")
      )}
    </p>
  );
}

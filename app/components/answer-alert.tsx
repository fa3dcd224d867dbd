// The alerts for a server answer that refuses something (an order, a category save or
// delete): a browser alert once scripts run; without JavaScript the same text is on the page, in
// an alert region. Reasons that follow the alert are on the page either way.
import { useEffect } from "react";
import { useHydrated } from "./use-hydrated";

export function AnswerAlert({
  answer,
  messages,
  className,
}: {
  /** The server's answer: a new object per submission, so each refusal alerts once. */
  answer: unknown;
  /** The alert first (e.g. 'Could not save category.'), then any reason. */
  messages: (string | null | undefined)[] | undefined;
  className: string;
}) {
  const hydrated = useHydrated();
  const alert = messages?.[0];

  useEffect(() => {
    if (answer && alert) window.alert(alert);
  }, [answer, alert]);

  const shown = ((hydrated ? messages?.slice(1) : messages) ?? []).filter(Boolean);
  return shown.length > 0 ? (
    <p className={className} role="alert">
      {shown.join(" ")}
    </p>
  ) : null;
}

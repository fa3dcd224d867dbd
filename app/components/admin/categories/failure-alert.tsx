// SPEC.md §8 'Admin categories': a save or delete that fails is a browser alert once scripts run;
// without JavaScript the same text is on the page, in an alert region. Reasons that belong to no
// field follow it on the page either way.
import { useEffect } from "react";
import { useHydrated } from "~/components/use-hydrated";

export function FailureAlert({
  answer,
  messages,
}: {
  /** The server's answer: a new object per submission, so each failure alerts once. */
  answer: unknown;
  /** The alert first (e.g. 'Could not save category.'), then any reason. */
  messages: string[] | undefined;
}) {
  const hydrated = useHydrated();
  const alert = messages?.[0];

  useEffect(() => {
    if (answer && alert) window.alert(alert);
  }, [answer, alert]);

  const shown = (hydrated ? messages?.slice(1) : messages) ?? [];
  return shown.length > 0 ? (
    <p className="admin-alert admin-alert--error" role="alert">
      {shown.join(" ")}
    </p>
  ) : null;
}

// Status messages disappear after 3 s. The visible note fades; its text stays in a
// polite live region, so a screen reader hears it and can still find it afterwards.
import { useEffect, useState } from "react";

export const STATUS_MESSAGE_MS = 3_000;

export function StatusMessage({
  message,
  tone = "success",
}: {
  message: string | null | undefined;
  tone?: "success" | "error";
}) {
  const [shown, setShown] = useState(Boolean(message));

  useEffect(() => {
    setShown(Boolean(message));
    if (!message) return;
    const timer = window.setTimeout(() => setShown(false), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div className="admin-status" role={tone === "error" ? "alert" : "status"}>
      {message ? (
        <p className={`admin-status__note admin-status__note--${tone}${shown ? "" : " is-gone"}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

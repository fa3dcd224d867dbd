// The same-day notice counts down to the shop's real cut-off, not a fixed time. The server
// renders the text; with scripts it keeps counting while the page stays open.
import { useEffect, useState } from "react";

const MINUTE = 60_000;

export function countdownText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

export function SameDayNotice({ msUntilCutoff }: { msUntilCutoff: number }) {
  const [left, setLeft] = useState(msUntilCutoff);

  useEffect(() => {
    setLeft(msUntilCutoff);
    const deadline = Date.now() + msUntilCutoff;
    const timer = window.setInterval(() => setLeft(Math.max(0, deadline - Date.now())), MINUTE / 4);
    return () => window.clearInterval(timer);
  }, [msUntilCutoff]);

  return (
    <p className="purchase__notice">
      {left > 0 ? (
        <>
          Order within <strong>{countdownText(left)}</strong> for delivery today
        </>
      ) : (
        "Same-day delivery has closed for today. Choose tomorrow or a later date."
      )}
    </p>
  );
}

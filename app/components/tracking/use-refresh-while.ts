// Keeps a page's data fresh while something is still moving: the loader runs again on an
// interval, only while the tab is visible (a hidden tab costs the shop nothing) and at once when
// it becomes visible again. True while it does, so the page can say so (never without scripts).
import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

export function useRefreshWhile(moving: boolean, everyMs: number): boolean {
  const { revalidate } = useRevalidator();
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    setRefreshing(moving);
    if (!moving) return;
    const refresh = () => {
      if (document.visibilityState === "visible") revalidate();
    };
    const timer = window.setInterval(refresh, everyMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [moving, everyMs, revalidate]);
  return refreshing;
}

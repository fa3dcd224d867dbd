// SPEC.md §4 'Admin polling': every 5 minutes the layout asks for new paid orders and the stats.
// When more paid orders are waiting than before, the page's data reloads (so the dashboard and
// the orders table show them) and the caller is told, to give a visible cue.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { NewOrders } from "~/admin/new-orders.server";

export const ADMIN_POLL_MS = 300_000;

interface Pulse {
  newOrders: NewOrders;
}

export function useNewOrderPulse(initial: NewOrders): { newOrders: NewOrders; arrived: number } {
  const fetcher = useFetcher<Pulse>();
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState(0);
  const [current, setCurrent] = useState(initial);
  const known = useRef(initial.count);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") fetcher.load("/admin/pulse");
    }, ADMIN_POLL_MS);
    return () => window.clearInterval(timer);
    // fetcher.load is stable enough for an interval; restarting it would reset the 5 minutes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const polled = fetcher.data?.newOrders;
  useEffect(() => {
    if (!polled) return;
    if (polled.count > known.current) {
      // Counted now: the updater runs later, after known.current has moved on.
      const more = polled.count - known.current;
      setArrived((n) => n + more);
      revalidator.revalidate();
    }
    known.current = polled.count;
    setCurrent(polled);
    // Only a new poll result matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polled]);

  // Whichever is newer shows: the loader's figures after a navigation, the poll's after a poll.
  useEffect(() => {
    known.current = initial.count;
    setCurrent(initial);
  }, [initial]);

  return { newOrders: current, arrived };
}

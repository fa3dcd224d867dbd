// Admin polling: every 5 minutes the layout asks for new paid orders and the stats.
// When more paid orders are waiting than before, or the figures moved, the page's data reloads
// (so the dashboard and the orders table show it); new paid orders also get a visible cue until
// the florist opens the orders.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { NewOrders } from "~/orders/new-orders.server";

export const ADMIN_POLL_MS = 300_000;

interface Pulse {
  newOrders: NewOrders;
  stats: Record<string, number>;
}

export function useNewOrderPulse(initial: NewOrders) {
  const fetcher = useFetcher<Pulse>();
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState(0);
  const [current, setCurrent] = useState(initial);
  const known = useRef(initial.count);

  useEffect(() => {
    const timer = window.setInterval(() => fetcher.load("/admin/pulse"), ADMIN_POLL_MS);
    return () => window.clearInterval(timer);
    // fetcher.load is stable enough for an interval; restarting it would reset the 5 minutes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lastStats = useRef<string | null>(null);
  const pulse = fetcher.data;
  useEffect(() => {
    if (!pulse) return;
    const polled = pulse.newOrders;
    const stats = JSON.stringify(pulse.stats);
    const statsMoved = lastStats.current !== null && lastStats.current !== stats;
    lastStats.current = stats;
    if (polled.count > known.current) {
      // Counted now: the updater runs later, after known.current has moved on.
      const more = polled.count - known.current;
      setArrived((n) => n + more);
    }
    // New orders or changed figures: the page's own data (dashboard, orders table) reloads.
    if (polled.count > known.current || statsMoved) revalidator.revalidate();
    known.current = polled.count;
    setCurrent(polled);
    // Only a new poll result matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pulse]);

  // Whichever is newer shows: the loader's figures after a navigation, the poll's after a poll.
  useEffect(() => {
    known.current = initial.count;
    setCurrent(initial);
  }, [initial]);

  /** The florist has seen them (opened the orders): the notice goes. */
  const acknowledge = useCallback(() => setArrived(0), []);

  return { newOrders: current, arrived, acknowledge };
}

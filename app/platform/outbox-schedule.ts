// When the outbox tries a message again: 30 s after the first failure, doubling to at most an
// hour, until a day after it was written (or sent again by an admin). Pure, so it is tested alone.

/** Tries stop this long after a message is written (or sent again by an admin). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export interface RetrySchedule {
  /** Seconds before the try after the first failure. */
  firstSeconds: number;
  /** The longest wait between two tries. */
  mostSeconds: number;
}

export const RETRY_SCHEDULE: RetrySchedule = { firstSeconds: 30, mostSeconds: 3600 };

/** Seconds to wait after the n-th failed try (n ≥ 1): 30, 60, 120 … 3600, 3600 … */
export function retryDelaySeconds(failures: number, schedule = RETRY_SCHEDULE): number {
  const doublings = Math.max(0, failures - 1);
  // 2^12 × 30 s is well past an hour already; a larger power would only overflow.
  const delay = schedule.firstSeconds * 2 ** Math.min(doublings, 30);
  return Math.min(delay, schedule.mostSeconds);
}

/**
 * When to try again after the n-th failed try at `now`: after the delay, but never after
 * `giveUpAt` (the last try is made then); null once `giveUpAt` has come: the message failed.
 */
export function nextTryAt(
  failures: number,
  now: Date,
  giveUpAt: Date,
  schedule = RETRY_SCHEDULE,
): Date | null {
  if (now.getTime() >= giveUpAt.getTime()) return null;
  const next = now.getTime() + retryDelaySeconds(failures, schedule) * 1000;
  return new Date(Math.min(next, giveUpAt.getTime()));
}

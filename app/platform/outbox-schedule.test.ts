// The outbox's retry schedule: 30 s doubling to an hour, and no try after the day is over.
import { describe, expect, test } from "vitest";
import { GIVE_UP_AFTER_MS, nextTryAt, retryDelaySeconds } from "./outbox-schedule";

describe("retryDelaySeconds", () => {
  test("30 s after the first failure, doubling, then an hour each time", () => {
    const delays = Array.from({ length: 10 }, (_, i) => retryDelaySeconds(i + 1));
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(retryDelaySeconds(500)).toBe(3600);
  });

  test("a shortened schedule (the test-only setting) waits the same short time", () => {
    const short = { firstSeconds: 1, mostSeconds: 1 };
    expect([1, 2, 3, 20].map((n) => retryDelaySeconds(n, short))).toEqual([1, 1, 1, 1]);
  });
});

describe("nextTryAt", () => {
  const written = new Date("2026-03-10T08:00:00Z");
  const giveUpAt = new Date(written.getTime() + GIVE_UP_AFTER_MS);

  test("the delay after now", () => {
    expect(nextTryAt(1, written, giveUpAt)?.toISOString()).toBe("2026-03-10T08:00:30.000Z");
    expect(nextTryAt(3, written, giveUpAt)?.toISOString()).toBe("2026-03-10T08:02:00.000Z");
  });

  test("a day of tries: the last one at giveUpAt, then none", () => {
    let now = written;
    const tries: Date[] = [];
    for (let failures = 1; ; failures += 1) {
      const next = nextTryAt(failures, now, giveUpAt);
      if (!next) break;
      tries.push(next);
      now = next;
    }
    expect(tries.at(-1)).toEqual(giveUpAt);
    expect(tries.every((at) => at <= giveUpAt)).toBe(true);
    // 30 s … 32 min (7 tries, 63.5 min in all), 22 hourly tries, the last one at giveUpAt.
    expect(tries.length).toBe(7 + 22 + 1);
  });

  test("none once giveUpAt has come", () => {
    expect(nextTryAt(4, giveUpAt, giveUpAt)).toBeNull();
    expect(nextTryAt(4, new Date(giveUpAt.getTime() + 1), giveUpAt)).toBeNull();
  });
});

// The test-only stopped clock: honoured outside production, and in production only when asked.
import { afterEach, describe, expect, test } from "vitest";
import { currentTime } from "./clock.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const AT = "2026-03-10T11:30:00+04:00";

describe("currentTime", () => {
  test("SHOP_FAKE_NOW stops the clock outside production", () => {
    process.env.SHOP_FAKE_NOW = AT;
    expect(currentTime().toISOString()).toBe("2026-03-10T07:30:00.000Z");
  });

  test("a production build ignores SHOP_FAKE_NOW on its own", () => {
    Object.assign(process.env, { NODE_ENV: "production", SHOP_FAKE_NOW: AT });
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(5_000);
  });

  test("…and honours it with TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION=1", () => {
    Object.assign(process.env, {
      NODE_ENV: "production",
      SHOP_FAKE_NOW: AT,
      TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION: "1",
    });
    expect(currentTime().toISOString()).toBe("2026-03-10T07:30:00.000Z");
  });

  test("a moment that isn't one is an error, not a silent real clock", () => {
    process.env.SHOP_FAKE_NOW = "half past eleven";
    expect(() => currentTime()).toThrow(/SHOP_FAKE_NOW/);
  });
});

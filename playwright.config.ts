import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromiumPath } from "./scripts/chromium.js";
import { ADMIN_SHOP_PORT, FIXED_CLOCK, ORDERS_SHOP_PORT, PORT } from "./tests/e2e/support/servers";

/**
 * What the phone project runs: the specs of what a phone shows differently (the header and its
 * menu, the home's hero, every page fitting 390 px) and, in any spec, a test tagged @phone. Every
 * other test checks behaviour no viewport changes, so it runs once, on the desktop. Playwright's
 * `grep` reads the file name beside the titles.
 */
const PHONE = [/@phone\b/, /\b(layout|home|no-overflow)\.spec\.ts\b/];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, reported as "flaky", so a rare race costs a rerun, not a lost run
  // (decision 013); locally a test fails at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: testChromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  // A test tagged @desktop runs on the desktop project only, one tagged @phone on the phone one;
  // the phone project runs the specs PHONE names too. A normal run skips nothing, so a real skip
  // stands out.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      grep: PHONE,
      grepInvert: /@desktop\b/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The storefront shop only ever reads; specs that change data have shops of their own (decision
  // 006, tests/e2e/support/servers.ts).
  webServer: [
    ...[PORT, ADMIN_SHOP_PORT, ORDERS_SHOP_PORT].map((port) => ({
      command: "node tests/e2e/server.js",
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { PORT: String(port) },
    })),
    ...Object.values(FIXED_CLOCK).map(({ port, now }) => ({
      command: "node tests/e2e/server.js",
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        SEED_DEMO: "0",
        SHOP_FAKE_NOW: now,
        TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION: "1",
      },
    })),
  ],
});

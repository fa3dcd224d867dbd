import { type Page } from "@playwright/test";

/**
 * Waits until React has run the effects of what is on screen. After hydration React runs them
 * in a task posted through a MessageChannel, which Playwright's fake clock does not hold back, so
 * a control can be visible while its timer is not yet set. A message posted now is delivered
 * after React's, so once it arrives the timers exist and `clock.runFor` moves them.
 */
export async function effectsRun(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** The page is hydrated once the first page_view has been pushed (an effect after hydration). */
export async function hydrated(page: Page) {
  // Checked on every frame, so the test goes on as soon as it is so (a poll's backing-off waits
  // would hold it up to a second longer).
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => entry.event === "page_view"),
  );
  await effectsRun(page);
}

/**
 * Installs the fake clock held still, before the page loads. Installed alone, time still flows
 * with the real clock, so on a busy machine the seconds spent loading and hydrating would count
 * towards a timer the test then moves by hand: held, only `clock.runFor` moves it.
 */
export async function installHeldClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

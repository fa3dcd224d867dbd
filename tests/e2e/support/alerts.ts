// The browser alerts a page shows, recorded and closed as a visitor would.
import type { Page } from "@playwright/test";

/** Every alert's text from now on, in order; each alert is closed with OK. */
export function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

// Signing in to the admin portal as the e2e server's florist, through the real form.
import { expect, type Page } from "@playwright/test";

export const ADMIN = { username: "florist", password: "e2e password for tests" };

/** Fills in /admin and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** With JavaScript on: waits until the admin layout has hydrated (its scripted controls work). */
export async function adminHydrated(page: Page) {
  await expect(page.locator(".admin[data-hydrated]")).toBeAttached();
}

/** A bearer token for the JSON API, to set up or check data around a browser journey. */
export async function apiToken(page: Page): Promise<string> {
  const response = await page.request.post("/api/admin/login", { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

// Delivery a florist can run, as the customer sees it on the item page: a full
// slot is offered disabled as 'Fully booked', a closed date says why and suggests the next date,
// with JavaScript off and on. The settings belong to the whole orders shop, so these tests run
// one after another in one project, on dates far ahead that no other spec orders for, and put
// the settings back when they are done.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { apiToken } from "./support/admin";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });
test.describe.configure({ mode: "serial" });

const PHONE = { tag: "@phone" };
const dubaiDate = (daysAhead: number) =>
  DateTime.now().setZone("Asia/Dubai").plus({ days: daysAhead }).toISODate()!;
const FULL_MORNING = dubaiDate(45);
const CLOSED = dubaiDate(46);
const longDate = (date: string) => DateTime.fromISO(date).toFormat("cccc d LLLL");

let saved: unknown;
let bouquetId: string;

async function putSettings(request: APIRequestContext, token: string, body: unknown) {
  const response = await request.put("/api/admin/delivery-settings", {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: ordersShopUrl });
  const token = await apiToken(page);
  const settings = await page.request.get("/api/admin/delivery-settings", {
    headers: { Authorization: `Bearer ${token}` },
  });
  saved = await settings.json();
  // A retried run finds its own dates again: they are replaced, never listed twice.
  const current = saved as { closedDates: { date: string }[]; specialDates: { date: string }[] };
  const others = <T extends { date: string }>(dates: T[]) =>
    dates.filter((entry) => entry.date !== CLOSED && entry.date !== FULL_MORNING);
  saved = {
    ...current,
    closedDates: others(current.closedDates),
    specialDates: others(current.specialDates),
  };
  await putSettings(page.request, token, {
    ...current,
    closedDates: [
      ...others(current.closedDates),
      { date: CLOSED, reason: "Closed for Eid Al Adha" },
    ],
    specialDates: [
      ...others(current.specialDates),
      { date: FULL_MORNING, slotCapacity: { morning: 0, afternoon: null, evening: null } },
    ],
  });
  const items = (await (await page.request.get("/api/collection")).json()) as { _id: string }[];
  bouquetId = items[0]!._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: ordersShopUrl });
  await putSettings(page.request, await apiToken(page), saved);
  await page.close();
});

const timeOptions = (page: Page) => page.getByLabel("Delivery time").locator("option");
const closedNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Closed for Eid Al Adha" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a full slot is offered disabled, marked 'Fully booked'", PHONE, async ({ page }) => {
    await page.goto(`/collection/${bouquetId}?custom=1&date=${FULL_MORNING}`);
    await expect(page.getByLabel("Custom delivery date")).toHaveValue(FULL_MORNING);
    await expect(timeOptions(page)).toHaveText([
      "Choose a time",
      "Morning (9am-12pm) — Fully booked",
      "Afternoon (12pm-5pm)",
      "Evening (5pm-8pm)",
    ]);
    await expect(timeOptions(page).nth(1)).toBeDisabled();
    await expect(timeOptions(page).nth(2)).toBeEnabled();
  });

  test("a closed date says why and links to the next available date", PHONE, async ({ page }) => {
    await page.goto(`/collection/${bouquetId}?custom=1&date=${CLOSED}`);
    await expect(closedNotice(page)).toBeVisible();
    const next = page.getByRole("link", { name: `Next available: ${longDate(dubaiDate(47))}` });
    await next.click();
    await expect(page.getByLabel("Custom delivery date")).toHaveValue(dubaiDate(47));
    await expect(closedNotice(page)).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test(
    "choosing a date updates the times in place, full ones disabled",
    PHONE,
    async ({ page }) => {
      await page.goto(`/collection/${bouquetId}`);
      await page.getByRole("link", { name: "Custom", exact: true }).click();
      const date = page.getByLabel("Custom delivery date");
      await date.fill(FULL_MORNING);
      await expect(page).toHaveURL(new RegExp(`date=${FULL_MORNING}`));
      await expect(timeOptions(page).nth(1)).toHaveText("Morning (9am-12pm) — Fully booked");
      await expect(timeOptions(page).nth(1)).toBeDisabled();

      await date.fill(CLOSED);
      await expect(closedNotice(page)).toBeVisible();
    },
  );
});

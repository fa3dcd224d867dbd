// Same-day delivery on the shop's clock, on servers whose clock is stopped at a
// known time of today in Dubai (tests/e2e/support/servers.ts): today's slots that have started
// are not offered, and after the cut-off 'Today' is gone with the reason beside it.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addBouquet } from "./support/catalogue";
import { type FIXED_CLOCK, fixedClockUrl } from "./support/servers";

// The phone journey (390×844) only: these tests carry the @phone tag.
const PHONE = { tag: "@phone" };

/** A bouquet of its own on the stopped-clock shop (which starts without a catalogue). */
async function addOwnBouquet(request: APIRequestContext): Promise<string> {
  const created = await addBouquet(request, {
    title: `Morning Dew ${Math.random().toString(36).slice(2, 8)}`,
    shortDescription: "White ranunculus and sweet peas.",
    price: 850,
    ingredient: "Ranunculus",
    background: "#f1ece4",
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** The bouquet's page on that server, its size chosen. */
async function openBouquet(page: Page, api: APIRequestContext, server: keyof typeof FIXED_CLOCK) {
  const id = await addOwnBouquet(api);
  await page.goto(`${fixedClockUrl(server)}/collection/${id}`);
  const size = page.getByRole("link", { name: /^Signature\b/ });
  await size.click();
  await expect(size).toHaveAttribute("aria-current", "true");
}

const timeOptions = (page: Page) => page.getByLabel("Delivery time").locator("option");

test(
  "at 11:30 in Dubai, Today offers only the slots that haven't started",
  PHONE,
  async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: fixedClockUrl("beforeCutoff") });
    await openBouquet(page, api, "beforeCutoff");
    // The countdown speaks of today: it waits until today is the chosen date.
    const countdown = page.getByText("Order within 2 hours 30 minutes for delivery today");
    await expect(countdown).toHaveCount(0);

    const today = page.getByRole("link", { name: "Today", exact: true });
    await today.click();
    await expect(today).toHaveAttribute("aria-current", "true");
    await expect(countdown).toBeVisible();
    // Morning (from 9am) has started; the afternoon (from 12pm) hasn't.
    await expect(timeOptions(page)).toHaveText([
      "Choose a time",
      "Afternoon (12pm-5pm)",
      "Evening (5pm-8pm)",
    ]);

    const tomorrow = page.getByRole("link", { name: "Tomorrow", exact: true });
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute("aria-current", "true");
    await expect(countdown).toHaveCount(0);
    await expect(timeOptions(page)).toHaveText([
      "Choose a time",
      "Morning (9am-12pm)",
      "Afternoon (12pm-5pm)",
      "Evening (5pm-8pm)",
    ]);
    await api.dispose();
  },
);

test(
  "at 15:00 in Dubai, Today is not offered and the page says why",
  PHONE,
  async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: fixedClockUrl("afterCutoff") });
    await openBouquet(page, api, "afterCutoff");
    await expect(
      page.getByText("Same-day delivery has closed for today. Choose tomorrow or a later date."),
    ).toBeVisible();
    const dates = page.getByRole("group", { name: "Delivery date" });
    await expect(dates.getByRole("link")).toHaveText(["Tomorrow", "Custom"]);
    await api.dispose();
  },
);

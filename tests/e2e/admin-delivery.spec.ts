// The florists' delivery page without JavaScript: a closed date and a special date added, a date
// listed twice refused beside its field, both removed; and the day's delivery sheets with the
// Print button. The admin shop's settings are shared with specs running alongside, so this one
// touches only far-future dates of its own (one year per project) and never the rules.
import { expect, test } from "@playwright/test";
import { adminHydrated, signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { adminShopUrl } from "./support/servers";

test.use({ baseURL: adminShopUrl });

/** Each project its own year, so the desktop and phone runs never meet on one date. */
const yearOf = (project: string) => (project === "desktop" ? 2041 : 2042);

test.describe("the delivery page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("close a date and add a special date, a date twice refused, then remove both", async ({
    page,
  }, testInfo) => {
    const year = yearOf(testInfo.project.name);
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Delivery" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();

    const closed = page.getByRole("region", { name: "Closed dates" });
    await closed.getByLabel("Date", { exact: true }).fill(`${year}-02-14`);
    await closed.getByLabel("Reason customers see").fill("Closed for the atelier's move");
    await closed.getByRole("button", { name: "Close Date" }).click();
    await expect(page.getByText(`14 February ${year} is closed for delivery.`)).toBeAttached();
    await expect(
      closed.getByRole("row", { name: new RegExp(`14 February ${year}`) }),
    ).toContainText("Closed for the atelier's move");

    const special = page.getByRole("region", { name: "Special dates" });
    await special.getByLabel("Special date", { exact: true }).fill(`${year}-03-21`);
    await special.getByLabel("Morning capacity (orders per day)").fill("20");
    await special.getByLabel("Note").fill("Mother's Day");
    await special.getByRole("button", { name: "Add Special Date" }).click();
    await expect(special.getByRole("row", { name: new RegExp(`21 March ${year}`) })).toContainText(
      "No limit",
    );

    // The closed date again, as a special one: refused beside the date, nothing added.
    await special.getByLabel("Special date", { exact: true }).fill(`${year}-02-14`);
    await special.getByRole("button", { name: "Add Special Date" }).click();
    await expect(special.getByText(`${year}-02-14 is already listed`)).toBeVisible();
    await expect(special.getByRole("row", { name: new RegExp(`14 February ${year}`) })).toHaveCount(
      0,
    );

    await page.getByRole("button", { name: `Remove 14 February ${year}` }).click();
    await expect(page.getByText(`14 February ${year} removed.`)).toBeAttached();
    await page.getByRole("button", { name: `Remove 21 March ${year}` }).click();
    await expect(page.getByRole("button", { name: `Remove 21 March ${year}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Remove 14 February ${year}` })).toHaveCount(0);
  });
});

// axe runs in the page, so these checks have scripts on.
test("the delivery page has no serious axe violations", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/delivery");
  await adminHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("today's deliveries from the dashboard: the Print button, and no serious axe violations", async ({
  page,
}) => {
  await signIn(page);
  await adminHydrated(page);
  await page.getByRole("link", { name: "Today’s deliveries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today's deliveries" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

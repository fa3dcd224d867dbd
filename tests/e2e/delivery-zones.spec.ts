// The bouquet page's 'Deliver to', on the shop whose clock is stopped at 11:30 in Dubai (same-day
// still open): the seeded zones make central and greater Dubai same-day and Abu Dhabi next-day,
// each with its own fee. Choosing an area changes the dates, the note and the fee, with scripts
// (choosing is enough) and without (the 'Show delivery options' button reloads the page).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addBouquet } from "./support/catalogue";
import { fixedClockUrl } from "./support/servers";

const PHONE = { tag: "@phone" };

async function addOwnBouquet(request: APIRequestContext): Promise<string> {
  const created = await addBouquet(request, {
    title: `Desert Rose ${Math.random().toString(36).slice(2, 8)}`,
    shortDescription: "Garden roses and eucalyptus.",
    price: 600,
    ingredient: "Garden rose",
    background: "#f3e9e4",
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

async function openBouquet(page: Page, api: APIRequestContext) {
  const id = await addOwnBouquet(api);
  await page.goto(`${fixedClockUrl("beforeCutoff")}/collection/${id}`);
  const size = page.getByRole("link", { name: /^Signature\b/ });
  await size.click();
  await expect(size).toHaveAttribute("aria-current", "true");
}

const dates = (page: Page) => page.getByRole("group", { name: "Delivery date" }).getByRole("link");

async function expectNextDay(page: Page) {
  await expect(page).toHaveURL(/area=Yas\+Island/);
  await expect(dates(page)).toHaveText(["Tomorrow", "Custom"]);
  await expect(
    page.getByText(/^No same-day delivery to Yas Island: the earliest delivery is /),
  ).toBeVisible();
  await expect(page.getByText("Delivery AED 95", { exact: true })).toBeVisible();
}

async function expectSameDay(page: Page) {
  await expect(page).toHaveURL(/area=Dubai\+Marina/);
  await expect(dates(page)).toHaveText(["Today", "Tomorrow", "Custom"]);
  await expect(page.getByText(/^No same-day delivery/)).toHaveCount(0);
  await expect(
    page.getByText("Delivery AED 35 · free on orders from AED 750", { exact: true }),
  ).toBeVisible();
}

test(
  "with scripts, choosing the area is enough: next-day Yas Island, same-day Dubai Marina",
  PHONE,
  async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: fixedClockUrl("beforeCutoff") });
    await openBouquet(page, api);
    await expect(dates(page)).toHaveText(["Today", "Tomorrow", "Custom"]);
    const area = page.getByLabel("Deliver to");
    await expect(page.getByRole("button", { name: "Show delivery options" })).toHaveCount(0);

    await area.selectOption({ label: "Yas Island" });
    await expectNextDay(page);
    // The size chosen before rides along.
    await expect(page.getByRole("link", { name: /^Signature\b/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await area.selectOption({ label: "Dubai Marina" });
    await expectSameDay(page);
    await api.dispose();
  },
);

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the area is applied by its button, the page reloaded with the zone's rules",
    PHONE,
    async ({ page, playwright }) => {
      const api = await playwright.request.newContext({ baseURL: fixedClockUrl("beforeCutoff") });
      await openBouquet(page, api);
      const apply = page.getByRole("button", { name: "Show delivery options" });

      await page.getByLabel("Deliver to").selectOption({ label: "Yas Island" });
      await apply.click();
      await expectNextDay(page);

      await page.getByLabel("Deliver to").selectOption({ label: "Dubai Marina" });
      await apply.click();
      await expectSameDay(page);
      await api.dispose();
    },
  );
});

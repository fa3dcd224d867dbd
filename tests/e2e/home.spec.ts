import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("shows the shop and its bouquets with JavaScript", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page).toHaveTitle(/Maison Florale/);
    await expect(page.getByRole("heading", { level: 1, name: "Maison Florale" })).toBeVisible();
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("img") });
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/AED [\d,]+/);
    const image = cards.first().getByRole("img");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is server-rendered", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Maison Florale" })).toBeVisible();
    await expect(page.getByRole("link", { name: /./ }).first()).toBeVisible();
  });
});

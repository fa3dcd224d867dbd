// Every page of the admin portal fits a phone's width: wide tables scroll inside their own box,
// the page itself never scrolls sideways. Read-only: it only opens pages on the orders shop,
// whose orders give the dashboard and the lists their rows.
import { expect, test } from "@playwright/test";
import { signIn } from "./support/admin";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/orders",
  "/admin/collection",
  "/admin/create",
  "/admin/categories",
  "/admin/delivery",
  "/admin/deliveries",
  "/admin/messages",
  "/admin/newsletter",
  "/admin/team",
  "/admin/activity",
  "/admin/account",
];

test(
  "every admin page fits 390 px without scrolling sideways",
  { tag: "@phone" },
  async ({ page }) => {
    await signIn(page);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  },
);

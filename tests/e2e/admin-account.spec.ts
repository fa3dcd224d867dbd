// The admin's own account (/admin/account): changing the password without JavaScript, with the
// other sessions signed out, and 'Sign out everywhere' with scripts on. Each test signs in as an
// admin of its own, so a changed password or an ended session never reaches another test.
import type { Page } from "@playwright/test";
import { adminShopUrl } from "./support/servers";
import { signIn, signInWithForm } from "./support/admin";
import { expect, test as base } from "./support/fixtures";
import { seriousViolations } from "./support/axe";

const test = base.extend<{ laptop: Page }>({
  /** Another browser signed in as the test's owner (a second device), closed after the test. */
  laptop: async ({ browser, owner }, provide) => {
    const context = await browser.newContext({ baseURL: adminShopUrl });
    const laptop = await context.newPage();
    await signIn(laptop, owner);
    await provide(laptop);
    await context.close();
  },
});

test.use({ baseURL: adminShopUrl });
// Each test signs in three or four times and changes a password: every one a deliberate scrypt.
test.describe.configure({ timeout: 60_000 });

const CHANGED = "Your password has been changed. Other sessions have been signed out.";

/** The Account page from the sidebar (behind the menu on a phone with scripts on). */
async function openAccount(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = page.getByRole("button", { name: "Open menu" });
  if (!(await nav.getByRole("link", { name: "Account" }).isVisible()) && (await menu.count()))
    await menu.click();
  await nav.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
}

test.describe("the account page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("change the password: a wrong current one is refused beside it; then the new one works and other sessions end", async ({
    page,
    laptop,
    signedIn: owner,
  }) => {
    await openAccount(page);
    // This session's facts, the username first.
    await expect(page.getByRole("definition").first()).toHaveText(owner.username);

    const current = page.getByLabel("Current password");
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await current.fill("not my password at all");
    await next.fill("a new password for the shop");
    await confirm.fill("a new password for the shop");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription("Current password is incorrect.");
    // Nothing typed comes back into the page.
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");

    await current.fill(owner.password);
    await next.fill("a new password for the shop");
    await confirm.fill("a new password for the shop");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByText(CHANGED)).toBeAttached();

    // This session stays; the other device's ends and its sign-in page says why.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await laptop.goto("/admin/orders");
    await expect(laptop).toHaveURL(/\/admin\?session=ended$/);
    await expect(laptop.getByText("Your session has ended. Please sign in again.")).toBeVisible();

    // Signed out, the new password opens the portal again.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await signInWithForm(page, { ...owner, password: "a new password for the shop" });
  });
});

test.describe("the account page with JavaScript", () => {
  test("mismatched new passwords are caught as typed; 'Sign out everywhere' ends every session", async ({
    page,
    laptop,
    signedIn: owner,
  }) => {
    await expect(page.locator(".admin[data-hydrated]")).toBeAttached();
    // While the demo provider takes the payments, the dashboard says so.
    await expect(page.getByRole("region", { name: "Test mode" })).toContainText(
      "no card is charged",
    );
    await openAccount(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("New password", { exact: true }).fill("a new password for the shop");
    const confirm = page.getByLabel("Confirm new password");
    await confirm.fill("a new password for the shop?");
    await confirm.blur();
    await expect(confirm).toHaveAccessibleDescription("The two new passwords do not match.");

    await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin$/);
    await laptop.goto("/admin/dashboard");
    await expect(laptop).toHaveURL(/\/admin\?session=ended$/);

    // The password itself is unchanged.
    await signInWithForm(page, owner);
  });
});

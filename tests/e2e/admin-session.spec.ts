// The admin portal's door: sign in, the layout, sign out,
// with JavaScript on and off. Sign-ins are recorded (decision 016), so on the admin shop (006).
import { expect, test } from "@playwright/test";
import { ADMIN, adminHydrated, signIn, signInWithForm } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { adminShopUrl } from "./support/servers";

test.use({ baseURL: adminShopUrl });

test.describe("admin sign-in", () => {
  test("a wrong password shows the error and stays on the login page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Back to Website" })).toHaveAttribute("href", "/");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/admin(\?index)?$/);
    await expect(page.getByLabel("Username")).toHaveValue(ADMIN.username);
  });

  test("a sign-in that never reaches the server says so", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("form[data-hydrated]")).toBeAttached();
    await page.route(
      (url) => url.pathname.endsWith("/admin.data"),
      // Only the sign-in post is lost; the page's reload of its data afterwards gets through.
      (route) =>
        route.request().method() === "POST"
          ? route.abort("internetdisconnected")
          : route.continue(),
    );
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Network error. Please check your connection.",
    );
    await expect(page).toHaveURL(/\/admin(\?index)?$/);
  });

  test("signed-in pages send a visitor without a session to the login page", async ({ page }) => {
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("sign in, move between the sections, sign out", async ({ page }) => {
    await signInWithForm(page);
    await adminHydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    // Back to /admin while signed in: straight to the dashboard.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const nav = page.getByRole("navigation", { name: "Admin" });
    if (test.info().project.name === "mobile") {
      await expect(nav).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
    }
    await nav.getByRole("link", { name: "Categories" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Categories" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });

  // Desktop only: phones use the menu drawer.
  test(
    "the sidebar collapses on a laptop and remembers it",
    { tag: "@desktop" },
    async ({ page }) => {
      await signIn(page);
      await adminHydrated(page);
      const collapse = page.getByRole("button", { name: "Collapse sidebar" });
      await collapse.click();
      await expect(collapse).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await expect(page.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // The links keep their names for assistive technology while only icons show.
      await expect(
        page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Orders/ }),
      ).toBeVisible();
    },
  );
});

test.describe("admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, reach every section from the sidebar, sign out", async ({ page }) => {
    await signInWithForm(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Orders", "Collection Items", "Create Item", "Categories", "Dashboard"]) {
      await nav.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

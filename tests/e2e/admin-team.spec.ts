// The team page (/admin/team): adding a colleague, their first sign-in held at 'Choose your own
// password', and removing them, which signs them out at once — without JavaScript and with it.
// Each test signs in as an admin of its own and adds colleagues with usernames unique per run,
// so a retry never clashes with what an earlier attempt left.
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { adminShopUrl } from "./support/servers";
import { signIn, type OwnAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { seriousViolations } from "./support/axe";

test.use({ baseURL: adminShopUrl });
// Each test signs in twice and adds and removes a colleague: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

const FIRST_PASSWORD = "a first password to pass on";

/** The Team page from the sidebar (behind the menu on a phone with scripts on). */
async function openTeam(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = page.getByRole("button", { name: "Open menu" });
  if (!(await nav.getByRole("link", { name: "Team" }).isVisible()) && (await menu.count()))
    await menu.click();
  await nav.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
}

/** The portal's status message saying this (it fades, but stays for screen readers). */
const statusSaying = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

/** The colleague, in a browser of their own, signed in on their first password. */
async function colleagueSignsIn(browser: Browser, username: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: adminShopUrl, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/choose-password$/, { timeout: 20_000 });
  return { page, close: () => context.close() };
}

/** The journey; with scripts on (axe runs in the page) the pages are checked with axe too. */
async function addAndRemove(page: Page, browser: Browser, owner: OwnAdmin, js: boolean) {
  const name = `lina.${randomBytes(4).toString("hex")}`;
  await signIn(page, owner);
  await openTeam(page);
  await expect(
    page.getByRole("row", { name: new RegExp(`^${owner.username} You`, "i") }),
  ).toBeVisible();

  // A clash in another case is refused beside the field; then the colleague is added.
  await page.getByLabel("Username").fill(owner.username.toUpperCase());
  await page.getByLabel("First password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Add Colleague" }).click();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription(
    /Someone on the team already has this username/,
  );
  // With scripts the form takes back the values it posted just after showing the refusal (the
  // form library's own sync, an effect after the paint), the password never sent back: typing
  // waits until the password is empty, which is when that has happened however busy the machine.
  await expect(page.getByLabel("First password")).toHaveValue("");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("First password").fill(FIRST_PASSWORD);
  await expect(page.getByLabel("Username")).toHaveValue(name);
  await page.getByRole("button", { name: "Add Colleague" }).click();
  // The colleague's first password is hashed before the answer: seconds on a busy machine.
  await expect(statusSaying(page, `${name} is on the team.`)).toHaveCount(1, { timeout: 20_000 });
  // The team's table (named by its heading, 'N people'), not the sign-ins below it.
  const team = page.getByRole("group", { name: /^\d+ (people|person)$/ });
  const row = team.getByRole("row", { name: new RegExp(`^${name.replace(".", "\\.")}`) });
  await expect(row).toContainText("Still on the first password");
  await expect(row).toContainText(owner.username);
  if (js) expect(await seriousViolations(page)).toEqual([]);

  // Their first sign-in: every page leads to choosing their own password.
  const colleague = await colleagueSignsIn(browser, name, js);
  try {
    await colleague.page.goto("/admin/orders");
    await expect(colleague.page).toHaveURL(/\/admin\/choose-password$/);
    await expect(
      colleague.page.getByRole("heading", { name: "Choose your own password" }),
    ).toBeVisible();
    if (js) expect(await seriousViolations(colleague.page)).toEqual([]);

    // Removed: asked first, then gone from the list, and their next page is the sign-in.
    await row.getByRole("link", { name: `Remove ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this colleague?" });
    await expect(dialog).toContainText(name);
    if (js) expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(
      statusSaying(page, `${name} has been removed and signed out everywhere.`),
    ).toHaveCount(1);
    await expect(row).toHaveCount(0);

    await colleague.page.reload();
    await expect(colleague.page).toHaveURL(/\/admin\?session=ended$/);
    await expect(colleague.page.getByText("Your session has ended.")).toBeVisible();
  } finally {
    await colleague.close();
  }
}

test.describe("the team page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add a colleague, who must choose a password first; remove them, signed out at once", async ({
    page,
    browser,
    owner,
  }) => {
    await addAndRemove(page, browser, owner, false);
  });
});

test.describe("the team page with JavaScript", () => {
  test("add a colleague, who must choose a password first; remove them in the dialog, signed out at once", async ({
    page,
    browser,
    owner,
  }) => {
    await addAndRemove(page, browser, owner, true);
  });
});

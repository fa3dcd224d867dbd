// The messages inbox without JavaScript: a visitor's message sent through the contact form is in
// the inbox, unread, with the unread count in the sidebar; the florist opens it, finds the reply
// link and marks it done, and it moves from New to Done. Phone and desktop runs share the admin shop, so each
// sends a message of its own and reads the count as a number, not a fixed one.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { adminShopUrl } from "./support/servers";

test.use({ baseURL: adminShopUrl, javaScriptEnabled: false });

const unreadBadge = async (page: Page): Promise<number> => {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
    name: /^Messages/,
  });
  const name = (await link.getAttribute("aria-label")) ?? "";
  const match = name.match(/^Messages, (\d+) unread$/);
  return match ? Number(match[1]) : 0;
};

test("a message sent without JavaScript is read and marked done in the inbox", async ({
  page,
}, testInfo) => {
  const words = `White peonies for my mother, please (${testInfo.project.name} ${Date.now()})`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Write to Us" });
  await form.getByLabel("Name", { exact: true }).fill("Layla Haddad");
  await form.getByLabel("Email", { exact: true }).fill("layla@example.ae");
  await form.getByLabel("Message", { exact: true }).fill(words);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#message$/);
  await expect(form.getByRole("status")).toHaveText(
    "Thank you for reaching out! We'll be in touch soon.",
  );

  await signIn(page);
  const before = await unreadBadge(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: `Messages, ${before} unread` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const row = page.getByRole("link").filter({ hasText: words });
  await expect(row).toHaveAccessibleName(/^Layla Haddad \(unread\)/);
  await row.click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Message from Layla Haddad" }),
  ).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply by email" });
  await expect(reply).toHaveAttribute(
    "href",
    /^mailto:layla@example\.ae\?subject=Re%3A%20Your%20message%20to%20Maison%20Florale&body=/,
  );

  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("Marked as done.")).toBeAttached();
  await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();

  await page.getByRole("link", { name: "Back to messages" }).click();
  await expect(page.getByRole("link").filter({ hasText: words })).toHaveCount(0);
  await page.getByRole("link", { name: "Done", exact: true }).click();
  const done = page.getByRole("link").filter({ hasText: words });
  await expect(done).toHaveAccessibleName(/^Layla Haddad layla@example\.ae/);
  await expect(done).toContainText("Done");
});

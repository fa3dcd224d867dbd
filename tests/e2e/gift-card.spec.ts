// The gift card as one writes it: the characters left said as one types, the card's preview beside
// the message following the message, the recipient and the sender (none when signed anonymously).
import { expect, test } from "@playwright/test";
import { bouquetWithSizes, chooseAndContinue, fillDetails, uniqueEmail } from "./support/checkout";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

test("the characters left and the card's preview follow the form @desktop", async ({
  page,
  request,
}) => {
  const item = await bouquetWithSizes(request);
  await chooseAndContinue(page, item);
  await fillDetails(page, uniqueEmail("gift-card"), "Layla Haddad");
  await page.getByRole("checkbox", { name: "This is a gift" }).check();
  await page.getByLabel("Recipient name").fill("Noor Saleh");

  // The characters left are the message field's description, read out as they change.
  const message = page.getByLabel("Card message (optional, up to 250 characters)");
  await expect(message).toHaveAccessibleDescription("250 characters left");
  await expect(page.getByText("250 characters left")).toHaveAttribute("aria-live", "polite");
  await message.fill("كل عام وأنتِ بخير");
  await expect(message).toHaveAccessibleDescription("233 characters left");

  // The card as printed, top to bottom: the recipient, the message in its own direction, the
  // sender's sign-off.
  const card = page.getByRole("figure", { name: "Your card" });
  const lines = card.getByRole("paragraph");
  await expect(lines).toHaveText(["Noor Saleh", "كل عام وأنتِ بخير", "Layla Haddad"]);
  for (const line of await lines.all()) await expect(line).toHaveAttribute("dir", "auto");

  await page.getByRole("checkbox", { name: "Sign the card anonymously" }).check();
  await expect(lines).toHaveText(["Noor Saleh", "كل عام وأنتِ بخير"]);
  await expect(card).not.toContainText("Layla Haddad");
});

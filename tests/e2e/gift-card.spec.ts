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

  const counter = page.locator(".checkout__count");
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await expect(counter).toHaveText("250 characters left");
  const message = page.getByLabel("Card message (optional, up to 250 characters)");
  await message.fill("كل عام وأنتِ بخير");
  await expect(counter).toHaveText("233 characters left");

  const card = page.locator(".gift-card");
  await expect(card.locator(".gift-card__message")).toHaveText("كل عام وأنتِ بخير");
  await expect(card.locator(".gift-card__message")).toHaveAttribute("dir", "auto");
  await expect(card.locator(".gift-card__to")).toHaveText("Noor Saleh");
  await expect(card.locator(".gift-card__from")).toHaveText("Layla Haddad");

  await page.getByRole("checkbox", { name: "Sign the card anonymously" }).check();
  await expect(card.locator(".gift-card__from")).toHaveCount(0);
  await expect(card).not.toContainText("Layla Haddad");
});

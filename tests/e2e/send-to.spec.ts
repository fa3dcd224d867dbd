// 'Send to' with JavaScript: a signed-in customer's saved recipient, chosen on 'Complete Your
// Order', fills the recipient's name, mobile and address in place (the Area list narrowed to the
// recipient's emirate first), with no 'Use' button; the list is named in Arabic too.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/customer-sign-in";
import { dubaiDate, type ApiItem } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

test("choosing a saved recipient fills the form in place", async ({ page }) => {
  const email = `send-to-${Date.now().toString(36)}@example.com`;
  const bouquet = ((await (await page.request.get("/api/collection")).json()) as ApiItem[]).find(
    (item) => item.sizes.length > 0,
  )!;
  await signInAs(page, email);
  const main = page.getByRole("main");
  const form = main.getByRole("form", { name: "Add a recipient" });
  await form.getByLabel("Recipient name").fill("Mariam Haddad");
  await form.getByLabel("Recipient mobile").fill("050 765 4321");
  await form.getByLabel("Emirate").selectOption({ label: "Sharjah" });
  await form.getByLabel("Area").selectOption({ label: "Al Majaz" });
  await form.getByLabel("Building").fill("Tower 3");
  await form.getByRole("button", { name: "Save recipient" }).click();
  await expect(main.getByText("Mariam Haddad")).toBeVisible();

  const choices = new URLSearchParams({
    size: bouquet.sizes[0]!.sizeName,
    date: dubaiDate(4),
    time: "evening",
    step: "details",
  });
  await page.goto(`/collection/${bouquet._id}?${choices}`);
  const checkout = page.locator("#checkout");
  // Scripts run: the choice fills in place, no 'Use' button.
  await expect(checkout.getByRole("button", { name: "Use" })).toHaveCount(0);
  await checkout.getByLabel("Send to").selectOption({ label: "Mariam Haddad" });
  await expect(checkout.getByLabel("This is a gift")).toBeChecked();
  await expect(checkout.getByLabel("Recipient name")).toHaveValue("Mariam Haddad");
  await expect(checkout.getByLabel("Recipient mobile")).toHaveValue("+971507654321");
  await expect(checkout.getByLabel("Emirate")).toHaveValue("Sharjah");
  await expect(checkout.getByLabel("Area")).toHaveValue("Al Majaz");
  await expect(checkout.getByLabel("Building")).toHaveValue("Tower 3");
  await expect(checkout.getByLabel("Save this recipient")).not.toBeChecked();

  await page.goto(`/ar/collection/${bouquet._id}?${choices}`);
  await expect(page.locator("#checkout").getByLabel("أرسل إلى")).toBeVisible();
});

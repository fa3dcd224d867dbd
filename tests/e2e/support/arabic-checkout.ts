// The customer's steps through the Arabic checkout, as the Arabic checkout specs take them: the
// bouquet page under /ar, a size, tomorrow evening, the checkout form filled in Arabic (the phone
// and Makani number in Arabic-Indic digits), up to 'Proceed to Payment'.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import arAddress from "../../../app/i18n/messages/ar/address";
import arCheckout from "../../../app/i18n/messages/ar/checkout";

interface ApiItem {
  _id: string;
  sizes: { sizeName: string; sizeNameAr?: string | null }[];
}

/** A bouquet with several sizes, and its second size's name as the Arabic page shows it. */
export async function arabicBouquetWithSizes(request: APIRequestContext) {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const item = items.find((candidate) => candidate.sizes.length >= 2)!;
  const size = item.sizes[1]!;
  return { id: item._id, sizeName: size.sizeNameAr ?? size.sizeName };
}

/** On the Arabic bouquet page: its size, then tomorrow, each seen chosen. */
export async function chooseSizeForTomorrow(page: Page, bouquet: { sizeName: string }) {
  const size = page.getByRole("link", { name: new RegExp(`^${bouquet.sizeName}`) });
  await size.click();
  await expect(size).toHaveAttribute("aria-current", "true");
  const tomorrow = page.getByRole("link", { name: arCheckout["checkout.tomorrow"], exact: true });
  await tomorrow.click();
  await expect(tomorrow).toHaveAttribute("aria-current", "true");
}

/** From the Arabic bouquet page to the filled checkout form, 'Proceed to Payment' not yet pressed. */
export async function fillArabicCheckout(page: Page, request: APIRequestContext, email: string) {
  const bouquet = await arabicBouquetWithSizes(request);
  await page.goto(`/ar/collection/${bouquet.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await chooseSizeForTomorrow(page, bouquet);
  // The evening slot, named in Arabic with its hours as the checkout says them.
  const time = page.getByLabel(arCheckout["checkout.deliveryTime"]);
  await time.selectOption("evening");
  await expect(time.locator("option:checked")).toHaveText("المساء (5 – 8 مساءً)");
  await page.getByRole("button", { name: arCheckout["checkout.addToCart"] }).click();
  const form = page.getByRole("region", { name: arCheckout["checkout.title"] });
  await expect(form).toBeVisible();
  await form.getByLabel(arCheckout["checkout.name"]).fill("ليلى حداد");
  await form.getByLabel(arCheckout["checkout.email"]).fill(email);
  await form.getByLabel(arCheckout["checkout.phone"]).fill("٠٥٠ ١٢٣ ٤٥٦٧");
  await form.getByLabel(arAddress["address.emirate"], { exact: true }).selectOption("دبي");
  await form
    .getByLabel(arAddress["address.area"], { exact: true })
    .selectOption({ label: "جميرا" });
  await form.getByLabel(arAddress["address.building"]).fill("فيلا 12");
  await form.getByLabel(arAddress["address.makani"]).fill("٣٤٥٦٧ ٨٩٠١٢");
}

/** 'Proceed to Payment' on the filled Arabic checkout form. */
export const proceedToPayment = (page: Page) =>
  page.getByRole("button", { name: arCheckout["checkout.proceed"] }).click();

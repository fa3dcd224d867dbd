// Pages reached from an Arabic page by a client-side move (JavaScript on) arrive with their own
// words: the Arabic checkout on to the demo provider's page, 'Pay now' and the Arabic thank-you
// page; and a move from an Arabic page into an English one and back. On every page, at 1440 and
// at 390×844: no message id anywhere in what it shows, and no sideways scrolling.
import { expect, test, type Page } from "@playwright/test";
import arPay from "../../app/i18n/messages/ar/pay";
import arTracking from "../../app/i18n/messages/ar/tracking";
import { english } from "../../app/i18n/messages/index.server";
import { fillArabicCheckout, proceedToPayment } from "./support/arabic-checkout";
import { uniqueEmail } from "./support/checkout";
import { effectsRun } from "./support/clock";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

/** Every message id of the catalogues, lower-cased: a page in capitals shows 'LAYOUT.FOOTER.…'. */
const messageIds = Object.keys(english).map((id) => id.toLowerCase());

/** The message ids a page shows: its visible text, the attributes read aloud, its title. */
function idsShown(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const texts = [document.title, document.body.innerText];
    for (const attribute of ["aria-label", "alt", "placeholder", "title"]) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        texts.push(element.getAttribute(attribute) ?? "");
      }
    }
    const known = new Set(ids);
    const words = texts.join("\n").match(/[a-z][\w-]*(?:\.[\w-]+)+/gi) ?? [];
    return [...new Set(words.filter((word) => known.has(word.toLowerCase())))];
  }, messageIds);
}

/** The page in its language: no id shown in place of words, and nothing wider than the window. */
async function expectOwnWords(page: Page, language: "ar" | "en") {
  expect(await idsShown(page)).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "sideways scrolling, in pixels").toBeLessThanOrEqual(0);
}

/** Remix has taken the page over: links and forms now move without loading a document. */
async function takenOver(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
  await effectsRun(page);
}

/** A mark that only survives while no document is loaded: the move was a client-side one. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test("the Arabic checkout, the demo payment page and the thank-you page each show their own words", async ({
  page,
  request,
}) => {
  await fillArabicCheckout(page, request, uniqueEmail("arabic-moves"));
  await takenOver(page);
  await expectOwnWords(page, "ar");

  await markDocument(page);
  await proceedToPayment(page);
  await expect(page).toHaveURL(/\/pay\/demo\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectOwnWords(page, "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arPay["pay.title"]);
  expect(page.url()).toMatch(/\/ar\/pay\/demo\//);
  expect(await sameDocument(page), "'Proceed to Payment' moved without a page load").toBe(true);

  await page.getByRole("button", { name: arPay["pay.payNow"] }).click();
  await expect(page).toHaveURL(/\/ar\/thank-you\?order=[0-9a-f]{24}&key=/);
  await expect(
    page.getByRole("heading", { name: arTracking["tracking.thankYou.title"] }),
  ).toBeVisible();
  await expectOwnWords(page, "ar");
  expect(await sameDocument(page), "'Pay now' moved without a page load").toBe(true);
});

test("a client-side move from an Arabic page into an English one, and back, has each page's words", async ({
  page,
}) => {
  await page.goto("/ar/collection");
  await takenOver(page);
  await expectOwnWords(page, "ar");
  await markDocument(page);

  // What a link or a redirect into the other language does inside the page.
  const move = (to: string) =>
    page.evaluate(
      (path) =>
        (
          window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }
        ).__remixRouter.navigate(path),
      to,
    );
  await move("/about");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectOwnWords(page, "en");

  await move("/ar/contact");
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expectOwnWords(page, "ar");
  expect(await sameDocument(page), "the moves loaded no document").toBe(true);
});

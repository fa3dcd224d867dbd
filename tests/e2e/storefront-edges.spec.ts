// Small things a customer meets: the floating buttons never sit on the footer's sign-up or links
// on a phone; taps on a size and a date in quick succession both count; the checkout names its
// terms and lists the bouquet's price. And one the florists meet: the delivery fees stay level.
import { expect, test, type Page } from "@playwright/test";
import { bouquetWithSizes, chooseAndContinue, checkoutForm } from "./support/checkout";
import { hydrated } from "./support/clock";
import { signIn } from "./support/admin";
import { ordersShopUrl } from "./support/servers";

/**
 * For each of the footer's controls brought to the bottom of the screen, where the floating
 * buttons float: the names of those the visible buttons cover.
 */
async function coveredFooterControls(page: Page): Promise<string[]> {
  const controls = page.locator("footer :is(a, button, input)");
  const covered: string[] = [];
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    await control.evaluate(async (element) => {
      element.scrollIntoView({ block: "end" });
      // Without the page's scripts nothing moves the buttons (nor do frames run for this one).
      if (!document.documentElement.classList.contains("js")) return;
      // The observers report within the next frames; the fade they start is awaited to its end,
      // so the buttons are judged once they have settled.
      for (let frame = 0; frame < 3; frame += 1) {
        await new Promise((done) => requestAnimationFrame(done));
      }
      const floating = document.querySelector(".floating-contact");
      await Promise.all(
        (floating?.getAnimations({ subtree: true }) ?? []).map((animation) => animation.finished),
      );
    });
    const hit = await control.evaluate((element) => {
      const floating = document.querySelector(".floating-contact");
      if (!floating) return false;
      const style = getComputedStyle(floating);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) return false;
      const a = element.getBoundingClientRect();
      return [...floating.children].some((button) => {
        const b = button.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
    });
    if (hit)
      covered.push((await control.getAttribute("aria-label")) ?? (await control.innerText()));
  }
  return covered;
}

test.describe("the floating buttons on a phone", () => {
  test(
    "leave the footer's sign-up and links uncovered, with scripts",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeVisible();
      expect(await coveredFooterControls(page)).toEqual([]);
    },
  );

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("leave the footer's sign-up and links uncovered", { tag: "@phone" }, async ({ page }) => {
      for (const path of ["/about", "/ar/about"]) {
        await page.goto(path);
        expect(await coveredFooterControls(page), path).toEqual([]);
      }
    });
  });
});

test("a size and a date tapped at once are both kept", async ({ page, request }) => {
  const item = await bouquetWithSizes(request);
  const size = page.getByRole("link", { name: new RegExp(`^${item.size.sizeName}\\b`) });
  const tomorrow = page.getByRole("link", { name: "Tomorrow", exact: true });
  // A slow connection: each choice's data is held until both taps are made, so the second tap
  // always comes while the first one's page is still on its way.
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    // The first tap's request may be given up by then: nothing is left to continue.
    await route.continue().catch(() => {});
  });
  for (const waitForScripts of [false, true]) {
    held = new Promise<void>((resolve) => (release = resolve));
    await page.goto(`/collection/${item._id}`);
    if (waitForScripts) await hydrated(page);
    await size.click();
    await tomorrow.click();
    release();
    await expect(tomorrow).toHaveAttribute("aria-current", "true");
    await expect(size).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(item.size.sizeName)}`));
  }
});

test("the checkout says its terms are accepted by ordering, with the link", async ({
  page,
  request,
}) => {
  await chooseAndContinue(page, await bouquetWithSizes(request));
  const form = checkoutForm(page);
  await expect(form).toContainText("By placing your order you accept our Terms.");
  await expect(form.getByRole("link", { name: "Terms", exact: true })).toHaveAttribute(
    "href",
    "/terms",
  );
});

test("the checkout summary lists the bouquet's own price", async ({ page, request }) => {
  const item = await bouquetWithSizes(request);
  await chooseAndContinue(page, item);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByRole("term").first()).toHaveText("Bouquet");
  await expect(summary.getByRole("definition").first()).toHaveText(item.priceText);
});

test.describe("the admin's delivery rules", () => {
  test.use({ baseURL: ordersShopUrl, viewport: { width: 820, height: 900 } });

  test(
    "the two fee inputs stay level when one label wraps",
    { tag: "@desktop" },
    async ({ page }) => {
      await signIn(page);
      await page.goto("/admin/delivery");
      const fee = page.getByLabel("Delivery fee (AED)");
      const free = page.getByLabel("Free delivery from (AED)");
      // A label long enough to take two lines, as a longer wording or a larger font would.
      await page
        .locator(`label[for="${await fee.getAttribute("id")}"]`)
        .evaluate(
          (label) => (label.textContent = "Delivery fee (AED) for every order below the threshold"),
        );
      const [a, b] = [await fee.boundingBox(), await free.boundingBox()];
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
    },
  );
});

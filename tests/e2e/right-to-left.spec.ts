// Arabic pages read right to left: the gallery's 'next' lies to the left, its arrows point that
// way, ArrowLeft moves on and a swipe turns round. Checked by place and picture, not by words.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import arAddress from "../../app/i18n/messages/ar/address";
import arCheckout from "../../app/i18n/messages/ar/checkout";
import { arabicBouquetWithSizes, chooseSizeForTomorrow } from "./support/arabic-checkout";

/** The demo bouquet with the most pictures. */
async function galleryItem(request: APIRequestContext) {
  const items = (await (await request.get("/api/collection")).json()) as {
    _id: string;
    imageUrl: string;
    galleryImages: string[];
  }[];
  return [...items].sort((a, b) => b.galleryImages.length - a.galleryImages.length)[0]!;
}

const picture = (page: Page) => page.locator(".gallery__frame img");

/** Scripts have taken over once the zoom control exists (it needs them). */
const hydrated = (page: Page) => expect(page.locator("button.gallery__zoom")).toBeVisible();

async function centreX(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  return box.x + box.width / 2;
}

test.describe("right to left", () => {
  test("the Arabic gallery's next lies to the left and ArrowLeft moves on", async ({
    page,
    request,
  }) => {
    const item = await galleryItem(request);
    await page.goto(`/ar/collection/${item._id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await hydrated(page);

    expect(await centreX(page, ".gallery__control--next")).toBeLessThan(
      await centreX(page, ".gallery__control--previous"),
    );
    const flipped = await page
      .locator(".gallery__control--next svg")
      .evaluate((svg) => getComputedStyle(svg).transform);
    expect(flipped).toBe("matrix(-1, 0, 0, 1, 0, 0)");

    await page.keyboard.press("ArrowLeft");
    await expect(picture(page)).toHaveAttribute("src", new RegExp(item.galleryImages[0]!));
    await page.keyboard.press("ArrowRight");
    await expect(picture(page)).toHaveAttribute("src", new RegExp(item.imageUrl));
    await page.locator(".gallery__control--next").click();
    await expect(picture(page)).toHaveAttribute("src", new RegExp(item.galleryImages[0]!));
  });

  test("the English gallery keeps next on the right and ArrowRight", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await hydrated(page);

    expect(await centreX(page, ".gallery__control--next")).toBeGreaterThan(
      await centreX(page, ".gallery__control--previous"),
    );
    const transform = await page
      .locator(".gallery__control--next svg")
      .evaluate((svg) => getComputedStyle(svg).transform);
    expect(transform).toBe("none");
    await page.keyboard.press("ArrowRight");
    await expect(picture(page)).toHaveAttribute("src", new RegExp(item.galleryImages[0]!));
  });

  test("English words on an Arabic page read left to right, their full stop at their end", async ({
    page,
  }) => {
    await page.goto("/ar");
    // Built like a category description not yet written in Arabic.
    const direction = await page.evaluate(() => {
      const english = document.createElement("p");
      english.lang = "en";
      english.textContent = "Long-stemmed roses, chosen stem by stem.";
      document.querySelector("main")!.append(english);
      return [
        getComputedStyle(english).direction,
        getComputedStyle(english.parentElement!).direction,
      ];
    });
    expect(direction).toEqual(["ltr", "rtl"]);
  });

  test("Arabic pages preload the Arabic text and heading faces, English pages never fetch them", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fonts.filter((url) => url.includes("-arabic"))).toEqual([]);

    await page.goto("/ar");
    await expect(
      page.locator(
        'link[rel="preload"][as="font"][href*="ibm-plex-sans-arabic-400-normal-arabic"]',
      ),
    ).toHaveCount(1);
    await expect(
      page.locator('link[rel="preload"][as="font"][href*="noto-naskh-arabic-400"]'),
    ).toHaveCount(1);
  });

  test("Arabic labels are 14px in Plex's real weights, its digits Plex's own", async ({ page }) => {
    await page.goto("/ar");
    await page.waitForLoadState("networkidle");
    const type = await page.evaluate(async () => {
      await document.fonts.ready;
      const label = document.querySelector(".eyebrow, .hero__statement")!;
      return {
        size: getComputedStyle(label).fontSize,
        // Each weight has a file of its own for the letters and one for the digits.
        weights: [...document.fonts]
          .filter((face) => face.family.replace(/"/g, "") === "IBM Plex Sans Arabic")
          .map(
            (face) =>
              `${face.weight} ${face.unicodeRange.includes("U+30-39") ? "digits" : "arabic"}`,
          )
          .sort(),
      };
    });
    expect(type.size).toBe("14px");
    expect(type.weights).toEqual([
      "400 arabic",
      "400 digits",
      "500 arabic",
      "500 digits",
      "600 arabic",
      "600 digits",
    ]);
  });

  test("a phone number in an Arabic refusal and a typed Makani number read left to right", async ({
    page,
    request,
  }) => {
    const bouquet = await arabicBouquetWithSizes(request);
    await page.goto(`/ar/collection/${bouquet.id}`);
    await hydrated(page);
    await chooseSizeForTomorrow(page, bouquet);
    await page.getByLabel(arCheckout["checkout.deliveryTime"]).selectOption("evening");
    await page.getByRole("button", { name: arCheckout["checkout.addToCart"] }).click();
    const form = page.getByRole("region", { name: arCheckout["checkout.title"] });
    const phone = form.getByLabel(arCheckout["checkout.phone"]);
    await phone.fill("12");
    await page.getByRole("button", { name: arCheckout["checkout.proceed"] }).click();
    const error = form.locator("#checkout-form-phone-error");
    await expect(error).toBeVisible();
    // Where each character of the example number stands, left to right on the screen (the
    // catalogue's left-to-right mark keeps it in order; this holds it there).
    const order = await error.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const placed: { character: string; x: number }[] = [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          if (!/[+\d]/.test(text[index]!)) continue;
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          placed.push({ character: text[index]!, x: range.getBoundingClientRect().x });
        }
      }
      return placed
        .sort((a, b) => a.x - b.x)
        .map((place) => place.character)
        .join("");
    });
    expect(order).toBe("+971501234567");

    const makani = form.getByLabel(arAddress["address.makani"]);
    await makani.fill("٣٤٥٦٧ ٨٩٠١٢");
    // Typed groups stand in the order typed: the field sets each character left to right.
    expect(
      await makani.evaluate((input) => {
        const style = getComputedStyle(input);
        return [style.direction, style.unicodeBidi];
      }),
    ).toEqual(["ltr", "bidi-override"]);
  });
});

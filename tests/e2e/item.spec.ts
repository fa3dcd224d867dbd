import { seriousViolations } from "./support/axe";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

interface ApiItem {
  _id: string;
  title: string;
  imageUrl: string;
  galleryImages: string[];
  categories: { name: string; slug: string }[];
  sizes: { sizeName: string; price: number; comparePrice?: number | null }[];
}

/** The demo bouquet with the most pictures, for the gallery journeys. */
async function galleryItem(request: APIRequestContext) {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const item = [...items].sort((a, b) => b.galleryImages.length - a.galleryImages.length)[0]!;
  return { ...item, count: 1 + item.galleryImages.length };
}

const mainImage = (page: Page, title: string, position: number, count: number) =>
  page
    .getByRole("region", { name: `Pictures of ${title}` })
    .getByRole("img", { name: `${title}, image ${position} of ${count}` });

/** Scripts have taken over once the zoom control exists (it needs them). */
const hydrated = (page: Page) =>
  expect(page.getByRole("button", { name: "Zoom image" })).toBeVisible();

test.describe("item page", () => {
  test("opens from the collection and shows the bouquet", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/collection");
    const card = page
      .getByRole("link")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/collection\/[0-9a-f]{24}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByText(/AED [\d,]+/).first()).toBeVisible();
    await expect(page.getByText("Prices include 5% VAT")).toBeVisible();
    for (const benefit of [
      "Fresh Daily",
      "Fast Delivery",
      "Expertly Crafted",
      "Premium Flowers",
      "Safe Delivery",
      "Satisfaction Guaranteed",
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Change the water every 2-3 days")).toBeVisible();
    await expect(page.getByText("Trim stems at 45°")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dimensions" })).toBeVisible();
    const enquiry = page.getByRole("link", { name: /Enquire on WhatsApp/ });
    await expect(enquiry).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent((await enquiry.getAttribute("href"))!)).toContain(
      `I have a question about the "${title}" bouquet.`,
    );
    expect(errors).toEqual([]);
  });

  test("shows the lowest price and its struck-through compare price", async ({ page, request }) => {
    const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
    const item = items.find((candidate) => {
      const cheapest = [...candidate.sizes].sort((a, b) => a.price - b.price)[0];
      return candidate.sizes.length > 1 && (cheapest?.comparePrice ?? 0) > cheapest!.price;
    })!;
    const cheapest = [...item.sizes].sort((a, b) => a.price - b.price)[0]!;
    await page.goto(`/collection/${item._id}`);
    const aed = (n: number) => `AED ${n.toLocaleString("en-US")}`;
    await expect(page.getByText(`From ${aed(cheapest.price)}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Was ${aed(cheapest.comparePrice!)}`)).toBeVisible();
  });

  test("pushes view_item to the data layer", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    const events = await page.evaluate(() => window.dataLayer ?? []);
    const viewed = events.find((event) => event.event === "view_item") as {
      ecommerce: { currency: string; items: { item_id: string; item_name: string }[] };
    };
    expect(viewed.ecommerce.currency).toBe("AED");
    expect(viewed.ecommerce.items[0]).toMatchObject({ item_id: item._id, item_name: item.title });
  });

  test("has a breadcrumb Home / Collection / title", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await expect(breadcrumb.getByText(item.title)).toHaveAttribute("aria-current", "page");
    const category = page.getByRole("main").getByRole("link", { name: item.categories[0]!.name });
    await expect(category).toHaveAttribute("href", `/${item.categories[0]!.slug}`);
  });

  test("previous, next and thumbnails change the main image", async ({ page, request }) => {
    const item = await galleryItem(request);
    expect(item.count).toBeGreaterThanOrEqual(3);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    await expect(mainImage(page, item.title, 1, item.count)).toHaveAttribute(
      "src",
      new RegExp(item.imageUrl),
    );

    await page.getByRole("button", { name: "Next image" }).click();
    await expect(mainImage(page, item.title, 2, item.count)).toHaveAttribute(
      "src",
      new RegExp(item.galleryImages[0]!),
    );
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(mainImage(page, item.title, 1, item.count)).toBeVisible();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(mainImage(page, item.title, item.count, item.count)).toBeVisible();

    const third = page.getByRole("button", { name: `Show image 3 of ${item.count}` });
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(mainImage(page, item.title, 3, item.count)).toHaveAttribute(
      "src",
      new RegExp(item.galleryImages[1]!),
    );
  });

  test("arrow keys navigate, Enter zooms, Escape leaves the zoom", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    const zoom = page.getByRole("button", { name: "Zoom image" });

    await page.keyboard.press("ArrowRight");
    await expect(mainImage(page, item.title, 2, item.count)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(mainImage(page, item.title, 3, item.count)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(mainImage(page, item.title, 2, item.count)).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(zoom).toHaveAttribute("aria-pressed", "false");

    // From the zoom control itself, Enter is its own activation: it toggles once.
    await zoom.focus();
    await page.keyboard.press("Enter");
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
  });

  test("a click zooms the picture and the pointer pans it", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    const image = mainImage(page, item.title, 1, item.count);
    const zoom = page.getByRole("button", { name: "Zoom image" });
    const origin = () => image.evaluate((img) => getComputedStyle(img).transformOrigin);

    // Measured before zooming: the zoomed picture overflows its frame.
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: 20, y: 20 } });
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    const before = await origin();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7);
    await expect.poll(origin).not.toBe(before);

    await page.mouse.click(box.x + 40, box.y + 40);
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
  });

  test("a broken picture shows the placeholder and says so", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    await page.route("**/api/images/**", (route) => route.fulfill({ status: 404 }));
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(
      page.getByText("We encountered an issue loading this image. A placeholder is shown instead."),
    ).toBeVisible();
    await expect(mainImage(page, item.title, 2, item.count)).toHaveAttribute(
      "src",
      "/images/placeholder.svg",
    );
  });

  test("a picture broken from the first load is recovered the same way", async ({
    page,
    request,
  }) => {
    const item = await galleryItem(request);
    await page.route("**/api/images/**", (route) => route.fulfill({ status: 404 }));
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    await expect(
      page.getByText("We encountered an issue loading this image. A placeholder is shown instead."),
    ).toBeVisible();
    await expect(mainImage(page, item.title, 1, item.count)).toHaveAttribute(
      "src",
      "/images/placeholder.svg",
    );
  });

  test("an unknown item is 'Item Not Found' with status 404", async ({ page }) => {
    for (const id of ["ffffffffffffffffffffffff", "not-an-item"]) {
      const response = await page.goto(`/collection/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Item Not Found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Browse Collection" }).click();
    await expect(page).toHaveURL(/\/collection$/);
  });

  test("has no serious accessibility violations", async ({ page, request }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/collection/ffffffffffffffffffffffff");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("item page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is server-rendered and its thumbnail links switch the picture", async ({
    page,
    request,
  }) => {
    const item = await galleryItem(request);
    await page.goto(`/collection/${item._id}`);
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText("Prices include 5% VAT")).toBeVisible();
    await expect(mainImage(page, item.title, 1, item.count)).toBeVisible();

    await page.getByRole("link", { name: `Show image 2 of ${item.count}` }).click();
    await expect(page).toHaveURL(/\?image=2$/);
    await expect(mainImage(page, item.title, 2, item.count)).toHaveAttribute(
      "src",
      new RegExp(item.galleryImages[0]!),
    );
    await expect(page.getByRole("link", { name: `Show image 2 of ${item.count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.getByRole("link", { name: "Next image" }).click();
    await expect(mainImage(page, item.title, 3, item.count)).toBeVisible();
  });

  test("an unknown item is 'Item Not Found'", async ({ page }) => {
    const response = await page.goto("/collection/ffffffffffffffffffffffff");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Item Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
  });
});

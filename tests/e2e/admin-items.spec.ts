// The admin's item form: creating and editing bouquets without JavaScript (plain posts, the
// storefront shows the result), and with it (the edit modal over the list, uploads with a
// progress bar, wrong files stopped before anything is sent).
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { adminShopUrl } from "./support/servers";
import { seriousViolations } from "./support/axe";

// This file changes the catalogue: it runs against its own seeded shop (support/servers.ts).
test.use({ baseURL: adminShopUrl });

const png = (colour = "#e9d3cc") =>
  sharp({ create: { width: 80, height: 100, channels: 3, background: colour } })
    .png()
    .toBuffer();

const TOO_LARGE = "Image is too large. Maximum size is 5MB.";
const WRONG_TYPE = "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.";

const uniqueTitle = (what: string, project: string) =>
  `${what} ${project} ${Date.now().toString(36)}`;

async function itemIdOf(page: Page, title: string): Promise<string> {
  const items = (await (await page.request.get("/api/collection")).json()) as {
    _id: string;
    title: string;
  }[];
  const item = items.find((one) => one.title === title);
  expect(item, title).toBeDefined();
  return item!._id;
}

/** A bouquet of this test's own, made through the JSON API. */
async function bouquetFor(page: Page, title: string): Promise<string> {
  const response = await page.request.post("/api/collection", {
    headers: { Authorization: `Bearer ${await apiToken(page)}` },
    multipart: {
      title,
      sizes: JSON.stringify([{ sizeName: "Classic", price: 880, ingredients: ["Roses"] }]),
      categories: "[]",
      featured: "false",
      isNew: "false",
      image: { name: "bouquet.png", mimeType: "image/png", buffer: await png() },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create a bouquet with an image and two sizes, see it in the shop, change a price", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle("Atelier Blush", testInfo.project.name);
    await signIn(page);
    await page.goto("/admin/create");
    await page.getByLabel("Title").fill(title);
    const first = page.getByRole("group", { name: "Size 1" });
    await first.getByLabel("Size name").fill("Petite");
    await first.getByLabel("Price (AED)", { exact: true }).fill("640");
    await first.getByLabel("Ingredients (comma-separated)").fill("Garden roses, , Eucalyptus");
    // A round trip to the server, which answers with one more group and keeps what was typed.
    await page.getByRole("button", { name: "Add size" }).click();
    await expect(first.getByLabel("Size name")).toHaveValue("Petite");
    const second = page.getByRole("group", { name: "Size 2" });
    await second.getByLabel("Size name").fill("Grand");
    await second.getByLabel("Price (AED)", { exact: true }).fill("1280.50");
    await page.getByRole("checkbox", { name: "Featured" }).check();
    await page.getByLabel("Main image (required)").setInputFiles({
      name: "bouquet.png",
      mimeType: "image/png",
      buffer: await png(),
    });
    await page.getByRole("button", { name: "Create Item" }).click();

    await expect(page).toHaveURL(/\/admin\/collection$/);
    await expect(page.getByText(`"${title}" has been created successfully!`)).toBeVisible();

    const id = await itemIdOf(page, title);
    await page.goto(`/collection/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("AED 640").first()).toBeVisible();
    await expect(page.getByText("AED 1,280.50").first()).toBeVisible();

    await page.goto(`/admin/collection/${id}/edit`);
    const dialog = page.getByRole("dialog", { name: "Edit item" });
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await dialog
      .getByRole("group", { name: "Size 1" })
      .getByLabel("Price (AED)", { exact: true })
      .fill("700");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/collection$/);
    await expect(page.getByText("Item updated successfully")).toBeVisible();

    await page.goto(`/collection/${id}`);
    await expect(page.getByText("AED 700").first()).toBeVisible();
    await expect(page.getByText("AED 640")).toHaveCount(0);
  });

  test("a form with mistakes is answered beside its fields and creates nothing", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle("Half Finished", testInfo.project.name);
    await signIn(page);
    await page.goto("/admin/create");
    await page.getByLabel("Title").fill(title);
    await page
      .getByRole("group", { name: "Size 1" })
      .getByLabel("Price (AED)", { exact: true })
      .fill("twelve");
    await page.getByRole("button", { name: "Create Item" }).click();
    await expect(page.getByText("Size name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid price")).toBeVisible();
    await expect(page.getByText("Please upload an image")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    const items = (await (await page.request.get("/api/collection")).json()) as {
      title: string;
    }[];
    expect(items.some((item) => item.title === title)).toBe(false);
  });
});

test.describe("with JavaScript", () => {
  test("the edit modal: wrong files stopped at once, upload progress, save, back to the list", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle("Modal Peony", testInfo.project.name);
    const id = await bouquetFor(page, title);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/admin/images") uploads.push(request.url());
    });

    await signIn(page);
    const list = `/admin/collection?q=${encodeURIComponent(title)}`;
    await page.goto(list);
    await adminHydrated(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/collection/${id}/edit\\?q=`));
    const dialog = page.getByRole("dialog", { name: "Edit item" });
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    expect(await seriousViolations(page)).toEqual([]);

    const mainImage = dialog.getByLabel("Main image", { exact: true });
    await mainImage.setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
    await mainImage.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Roses are red"),
    });
    await expect(dialog.getByText(WRONG_TYPE)).toBeVisible();
    expect(uploads).toEqual([]);

    await mainImage.setInputFiles({
      name: "new.png",
      mimeType: "image/png",
      buffer: await png("#a8865a"),
    });
    const progress = dialog.getByRole("progressbar", { name: "Upload of the main image" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("value", "100");
    await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
    await expect(dialog.getByText(WRONG_TYPE)).toHaveCount(0);
    expect(uploads).toHaveLength(1);

    await dialog
      .getByRole("group", { name: "Size 1" })
      .getByLabel("Price (AED)", { exact: true })
      .fill("915");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").getByText("Item updated successfully")).toBeAttached();
    // After 1.5 s the modal closes onto the list as it was, reloaded.
    await expect(page).toHaveURL(/\/admin\/collection\?q=/, { timeout: 10_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("AED 915").first()).toBeVisible();

    const saved = (await (await page.request.get(`/api/collection/${id}`)).json()) as {
      imageUrl: string;
      sizes: { price: number }[];
    };
    expect(saved.sizes[0]!.price).toBe(915);
  });

  test("closing the edit modal after typing asks before the changes are dropped", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle("Second Thoughts", testInfo.project.name);
    const id = await bouquetFor(page, title);
    await signIn(page);
    await page.goto(`/admin/collection?q=${encodeURIComponent(title)}`);
    await adminHydrated(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit item" });
    await dialog.getByLabel("Title").fill(`${title} (changed)`);

    // The question blocks the page until answered, so the answer is set up before the key.
    const questions: string[] = [];
    page.once("dialog", (question) => {
      questions.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => questions).toEqual(["Discard the changes you made?"]);
    await expect(dialog.getByLabel("Title")).toHaveValue(`${title} (changed)`);

    page.once("dialog", (accept) => accept.accept());
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(new RegExp(`${id}/edit`));
    const kept = (await (await page.request.get(`/api/collection/${id}`)).json()) as {
      title: string;
    };
    expect(kept.title).toBe(title);
  });

  test("create: a size added is said, the success message, then the list", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle("Scripted Lilac", testInfo.project.name);
    await signIn(page);
    await page.goto("/admin/create");
    await adminHydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Title").fill(title);
    const first = page.getByRole("group", { name: "Size 1" });
    await first.getByLabel("Size name").fill("Classic");
    await first.getByLabel("Price (AED)", { exact: true }).fill("990");
    await page.getByRole("button", { name: "Add size" }).click();
    await expect(page.getByText('Size "Classic" added')).toBeAttached();
    // The new size has the focus.
    await expect(page.getByRole("group", { name: "Size 2" }).getByLabel("Size name")).toBeFocused();
    await page.getByRole("button", { name: "Remove size 2" }).click();

    await page.getByLabel("Main image (required)").setInputFiles({
      name: "lilac.png",
      mimeType: "image/png",
      buffer: await png("#c8b6e2"),
    });
    await expect(page.getByText("Uploaded", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Create Item" }).click();
    await expect(page.getByText(`"${title}" has been created successfully!`)).toBeAttached();
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page).toHaveURL(/\/admin\/collection$/, { timeout: 10_000 });
    expect(await itemIdOf(page, title)).toMatch(/^[0-9a-f]{24}$/);
  });
});

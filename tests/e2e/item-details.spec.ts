// A bouquet's details follow the size chosen: with JavaScript a tap on a size changes the
// description, ingredients and dimensions in place, in the page's language.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { apiToken } from "./support/admin";
import { adminShopUrl } from "./support/servers";

// This file adds to the catalogue: it runs against its own seeded shop (support/servers.ts).
test.use({ baseURL: adminShopUrl });

test("the Arabic page shows the chosen size's own details, then the next one's", async ({
  page,
  request,
}) => {
  const photo = await sharp({
    create: { width: 64, height: 80, channels: 3, background: "#d8c9a6" },
  })
    .png()
    .toBuffer();
  const created = await request.post("/api/collection", {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: {
      title: "Amber Letter",
      ingredientsAr: "ورد كهرماني، عشب البامباس",
      dimensionsAr: "بارتفاع 40 سم تقريبًا",
      careAr: "أبعدوها عن أشعة الشمس المباشرة.",
      sizes: JSON.stringify([
        {
          sizeName: "Signature",
          sizeNameAr: "مميّز",
          price: 950,
          descriptionAr: "قرابة 30 ساقًا",
          ingredientsAr: ["12 وردة كهرمانية"],
        },
        {
          sizeName: "Grand",
          sizeNameAr: "كبير",
          price: 1450,
          descriptionAr: "قرابة 45 ساقًا",
          ingredientsAr: ["24 وردة كهرمانية", "عشب البامباس"],
          dimensionsAr: "بارتفاع 55 سم تقريبًا",
        },
      ]),
      image: { name: "bouquet.png", mimeType: "image/png", buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await page.goto(`/ar/collection/${id}`);
  const details = page.locator(".item-details__facts");
  await expect(details).toContainText("ورد كهرماني");
  await expect(details).toContainText("أبعدوها عن أشعة الشمس المباشرة.");

  await page.getByRole("link", { name: "مميّز" }).click();
  await expect(details).toContainText("قرابة 30 ساقًا");
  await expect(details).toContainText("12 وردة كهرمانية");
  // This size has no dimensions of its own: the bouquet's.
  await expect(details).toContainText("بارتفاع 40 سم تقريبًا");

  await page.getByRole("link", { name: "كبير" }).click();
  await expect(page).toHaveURL(/size=Grand/);
  await expect(details).toContainText("قرابة 45 ساقًا");
  await expect(details).toContainText("24 وردة كهرمانية");
  await expect(details).toContainText("بارتفاع 55 سم تقريبًا");
  await expect(details).not.toContainText("قرابة 30 ساقًا");
  await expect(details).not.toContainText("أجود أزهار الموسم");
});

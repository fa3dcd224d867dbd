// The demo catalogue: categories, bouquets, add-ons and their photographs, the hero slides,
// portfolio and 'Trusted By' logos. Runs on first start into an empty shop, or `npm run db:seed`.
// The texts are seed/*.json and the pictures seed/pictures/, already in the shop's stored form
// (WebP, as an upload is kept): seeding copies them, and paints or re-encodes nothing.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DateTime } from "luxon";
import sharp from "sharp";
import { createCategory } from "~/catalogue/categories.server";
import { SizeInput } from "~/catalogue/item-input";
import { STANDARD_SIZE, STANDARD_SIZE_AR } from "~/catalogue/sizes";
import { countItems } from "~/catalogue/items.server";
import { createItem } from "~/catalogue/item-writes.server";
import { demoCatalogueRemoved } from "~/catalogue/demo-catalogue.server";
import { db } from "~/db/client.server";
import { siteImages } from "~/db/schema";
import { keepImage } from "~/images/images.server";
import { log } from "~/platform/log.server";
import { demoAddOns, demoBouquets, demoCategories, demoSiteImages } from "./catalogue";

/**
 * The committed pictures. Resolved from this module, which is seed/demo-shop.ts from source and
 * the server's bundle (build/shop-server.js) once built: `../seed/` is the same folder from both.
 */
export const DEMO_PICTURES = fileURLToPath(new URL("../seed/pictures/", import.meta.url));

/** Stores one committed picture through the shop's image storage, as it is. */
async function keepPicture(name: string) {
  const data = await readFile(join(DEMO_PICTURES, name));
  const { width, height } = await sharp(data).metadata();
  if (!width || !height) throw new Error(`seed/pictures/${name} is not a picture`);
  return keepImage({ data, width, height });
}

async function seedSiteImages() {
  const rows = [];
  for (const { slot, caption, picture } of demoSiteImages) {
    rows.push({ slot, imageId: (await keepPicture(picture)).id, caption });
  }
  db().insert(siteImages).values(rows).onConflictDoNothing().run();
}

export async function seedDemoCatalogue(): Promise<void> {
  const started = Date.now();
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    categoryIds.set(category.slug, createCategory(category, { demo: true }).id);
  }
  const now = DateTime.utc();
  for (const bouquet of demoBouquets) {
    const [main, ...gallery] = await Promise.all(bouquet.pictures.map(keepPicture));
    await createItem(
      {
        title: bouquet.title,
        shortDescription: bouquet.shortDescription,
        longDescription: bouquet.longDescription,
        titleAr: bouquet.titleAr,
        shortDescriptionAr: bouquet.shortDescriptionAr,
        longDescriptionAr: bouquet.longDescriptionAr,
        isNew: bouquet.isNew,
        featured: bouquet.featured,
        ingredients: bouquet.ingredients,
        dimensions: bouquet.dimensions,
        // Written in AED as an admin types them; the schema reads them into fils.
        sizes: bouquet.sizes.map((size) => SizeInput.parse(size)),
        categories: bouquet.categories.map((slug) => categoryIds.get(slug)!),
        imageUrl: main!.id,
        galleryImages: gallery.map((image) => image.id),
      },
      {},
      {
        createdAt: now.minus({ days: bouquet.ageDays, minutes: bouquet.title.length }).toISO()!,
        demo: true,
      },
    );
  }
  for (const addOn of demoAddOns) {
    const picture = await keepPicture(addOn.picture);
    await createItem(
      {
        title: addOn.title,
        shortDescription: addOn.shortDescription,
        longDescription: addOn.longDescription,
        titleAr: addOn.titleAr,
        shortDescriptionAr: addOn.shortDescriptionAr,
        longDescriptionAr: addOn.longDescriptionAr,
        isAddOn: true,
        ingredients: [],
        dimensions: addOn.dimensions,
        // One size, so the admin's form (which asks for a size) edits it as it is.
        sizes: [
          SizeInput.parse({
            sizeName: STANDARD_SIZE,
            sizeNameAr: STANDARD_SIZE_AR,
            price: addOn.price,
          }),
        ],
        imageUrl: picture.id,
      },
      {},
      {
        createdAt: now.minus({ days: addOn.ageDays, minutes: addOn.title.length }).toISO()!,
        demo: true,
      },
    );
  }
  await seedSiteImages();
  log.info({ seconds: Math.round((Date.now() - started) / 1000) }, "demo catalogue seeded");
}

/**
 * Seeds an empty shop, unless an owner removed the demo catalogue: a shop emptied that way waits
 * for its own first bouquet rather than getting the demo back at the next start.
 */
export async function seedDemoCatalogueIfEmpty(): Promise<boolean> {
  if (countItems() > 0) return false;
  if (demoCatalogueRemoved()) {
    log.info("the demo catalogue was removed: not seeding it again");
    return false;
  }
  log.info("the shop is empty: seeding the demo catalogue");
  await seedDemoCatalogue();
  return true;
}

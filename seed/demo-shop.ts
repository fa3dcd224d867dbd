// The demo catalogue: categories, bouquets, add-ons and their generated photographs, the hero
// slides, portfolio and 'Trusted By' logos. Runs on first start into an empty shop, or `npm run db:seed`.
import { DateTime } from "luxon";
import { createCategory } from "~/catalogue/categories.server";
import { SizeInput } from "~/catalogue/item-input";
import { STANDARD_SIZE } from "~/catalogue/sizes";
import { countItems, createItem } from "~/catalogue/items.server";
import { db } from "~/db/client.server";
import { siteImages } from "~/db/schema";
import { keepImage } from "~/images/images.server";
import { log } from "~/platform/log.server";
import { trustedHotels } from "./artist";
import { demoAddOns, demoBouquets, demoCategories } from "./catalogue";
import {
  demoPictures,
  demoPictureWidth,
  paintAll,
  paintedPicture,
  type DemoPicture,
} from "./demo-pictures";

export interface SeedOptions {
  /** Width of the generated photographs; tests use small ones. */
  imageWidth?: number;
}

const PORTFOLIO_CAPTIONS = [
  "Long-table dinner, Jumeirah",
  "Floral arch, beach wedding",
  "Aisle of white blooms",
  "Lobby urn, five-star hotel",
  "Bridal bouquet",
  "Centrepiece for a private majlis",
  "Gala dinner tablescape",
  "Engagement installation",
];

const keepPicture = async (picture: DemoPicture) => keepImage(await paintedPicture(picture));

async function seedSiteImages(pictures: ReturnType<typeof demoPictures>) {
  const slots = [
    ...pictures.hero.map((picture, index) => ({
      slot: `hero-${index + 1}`,
      picture,
      caption: "",
    })),
    ...pictures.portfolio.map((picture, index) => ({
      slot: `portfolio-${index + 1}`,
      picture,
      caption: PORTFOLIO_CAPTIONS[index]!,
    })),
    ...pictures.wordmarks.map((picture, index) => ({
      slot: `trusted-${index + 1}`,
      picture,
      caption: trustedHotels[index]!,
    })),
  ];
  const rows = [];
  for (const { slot, picture, caption } of slots) {
    rows.push({ slot, imageId: (await keepPicture(picture)).id, caption });
  }
  db().insert(siteImages).values(rows).onConflictDoNothing().run();
}

export async function seedDemoCatalogue(options: SeedOptions = {}): Promise<void> {
  const width = options.imageWidth ?? demoPictureWidth();
  const started = Date.now();
  const pictures = demoPictures(width);
  const painting = await paintAll(pictures.all);
  log.info(painting, "demo pictures ready");
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    categoryIds.set(category.slug, createCategory(category).id);
  }
  const now = DateTime.utc();
  for (const [index, bouquet] of demoBouquets.entries()) {
    const [main, ...gallery] = await Promise.all(pictures.bouquets[index]!.map(keepPicture));
    await createItem(
      {
        title: bouquet.title,
        shortDescription: bouquet.shortDescription,
        longDescription: bouquet.longDescription,
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
      { createdAt: now.minus({ days: bouquet.ageDays, minutes: bouquet.title.length }).toISO()! },
    );
  }
  for (const [index, addOn] of demoAddOns.entries()) {
    const picture = await keepPicture(pictures.addOns[index]!);
    await createItem(
      {
        title: addOn.title,
        shortDescription: addOn.shortDescription,
        longDescription: addOn.longDescription,
        isAddOn: true,
        ingredients: [],
        dimensions: addOn.dimensions,
        // One size, so the admin's form (which asks for a size) edits it as it is.
        sizes: [SizeInput.parse({ sizeName: STANDARD_SIZE, price: addOn.price })],
        imageUrl: picture.id,
      },
      {},
      { createdAt: now.minus({ days: addOn.ageDays, minutes: addOn.title.length }).toISO()! },
    );
  }
  await seedSiteImages(pictures);
  log.info({ seconds: Math.round((Date.now() - started) / 1000) }, "demo catalogue seeded");
}

export async function seedDemoCatalogueIfEmpty(options: SeedOptions = {}): Promise<boolean> {
  if (countItems() > 0) return false;
  log.info(
    "the shop is empty: painting and seeding the demo catalogue (about a minute the first time, seconds once the pictures are painted)",
  );
  await seedDemoCatalogue(options);
  return true;
}

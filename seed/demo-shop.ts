// The demo catalogue: categories, bouquets and their generated photographs, the hero slides,
// portfolio and 'Trusted By' logos. Runs on first start into an empty shop, or `npm run db:seed`.
import { DateTime } from "luxon";
import { createCategory } from "~/catalogue/categories.server";
import { SizeInput } from "~/catalogue/item-input";
import { countItems, createItem } from "~/catalogue/items.server";
import { db } from "~/db/client.server";
import { siteImages } from "~/db/schema";
import { storeImage } from "~/images/images.server";
import { log } from "~/platform/log.server";
import { bouquetSvg, heroSlideSvg, portfolioSvg, trustedHotels, wordmarkSvg } from "./artist";
import { renderWebp } from "./artist/render.server";
import { demoBouquets, demoCategories } from "./catalogue";

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

async function paint(svg: string, width: number) {
  return storeImage(await renderWebp(svg, width));
}

async function seedSiteImages(width: number) {
  const rows = [];
  for (const index of [0, 1, 2] as const) {
    const image = await paint(heroSlideSvg(index), Math.round(width * 1.5));
    rows.push({ slot: `hero-${index + 1}`, imageId: image.id, caption: "" });
  }
  for (const [index, caption] of PORTFOLIO_CAPTIONS.entries()) {
    const image = await paint(portfolioSvg(index), width);
    rows.push({ slot: `portfolio-${index + 1}`, imageId: image.id, caption });
  }
  for (const [index, name] of trustedHotels.entries()) {
    const image = await paint(wordmarkSvg(name, (index % 5) as 0 | 1 | 2 | 3 | 4), 480);
    rows.push({ slot: `trusted-${index + 1}`, imageId: image.id, caption: name });
  }
  db().insert(siteImages).values(rows).onConflictDoNothing().run();
}

export async function seedDemoCatalogue(options: SeedOptions = {}): Promise<void> {
  const width = options.imageWidth ?? Number(process.env.DEMO_IMAGE_WIDTH ?? 1280);
  const started = Date.now();
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    categoryIds.set(category.slug, createCategory(category).id);
  }
  const now = DateTime.utc();
  for (const bouquet of demoBouquets) {
    const views = [];
    for (let view = 0; view < bouquet.galleryViews; view += 1) {
      views.push(await renderWebp(bouquetSvg(bouquet.art, view), width));
    }
    const [main, ...gallery] = views;
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
      },
      { image: main, gallery },
      { createdAt: now.minus({ days: bouquet.ageDays, minutes: bouquet.title.length }).toISO()! },
    );
  }
  await seedSiteImages(width);
  log.info({ seconds: Math.round((Date.now() - started) / 1000) }, "demo catalogue seeded");
}

export async function seedDemoCatalogueIfEmpty(options: SeedOptions = {}): Promise<boolean> {
  if (countItems() > 0) return false;
  log.info("the shop is empty: painting and seeding the demo catalogue (about a minute)");
  await seedDemoCatalogue(options);
  return true;
}

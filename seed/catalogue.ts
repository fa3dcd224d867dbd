// The demo catalogue for Maison Florale, as data: categories, bouquets, add-ons and the site's own
// pictures (seed/*.json), each naming its pictures in seed/pictures/. Prices are whole AED, VAT
// included. The pictures were painted once by tools/demo-painter (docs/decisions/024).
import addOns from "./add-ons.json";
import bouquets from "./bouquets.json";
import categories from "./categories.json";
import siteImages from "./site-images.json";

export interface DemoCategory {
  name: string;
  /** The name on the Arabic pages. */
  nameAr: string;
  slug: string;
  order: number;
  description: string;
  /** The description on the Arabic pages. */
  descriptionAr: string;
}

export interface DemoSize {
  sizeName: string;
  sizeNameAr: string;
  /** Whole AED, VAT included. */
  price: number;
  comparePrice?: number;
  description?: string;
  ingredients: string[];
}

export interface DemoBouquet {
  title: string;
  /** One sentence, at most 110 characters. */
  shortDescription: string;
  /** Two to four sentences, sensory and confident. */
  longDescription: string;
  /** The same three in Arabic, for the Arabic pages: written afresh, not word for word. */
  titleAr: string;
  shortDescriptionAr: string;
  longDescriptionAr: string;
  /** Slugs of DemoCategory, 1–2 each; the first is the main one. */
  categories: string[];
  isNew: boolean;
  featured: boolean;
  /** Item-level stems list. */
  ingredients: string[];
  dimensions: string;
  /** 1–4 sizes. */
  sizes: DemoSize[];
  /** How many days ago it was added (0–120); new ones are under 21. */
  ageDays: number;
  /** Its pictures in seed/pictures/, the main one first, then the gallery (2–4 in all). */
  pictures: string[];
}

/** Something offered beside a bouquet: one picture, one price, no category. */
export interface DemoAddOn {
  title: string;
  /** One sentence, at most 110 characters. */
  shortDescription: string;
  longDescription: string;
  titleAr: string;
  shortDescriptionAr: string;
  longDescriptionAr: string;
  /** Whole AED, VAT included. */
  price: number;
  dimensions: string;
  ageDays: number;
  picture: string;
}

/** One of the site's own pictures: a hero slide, a portfolio shot or a 'Trusted By' logo. */
export interface DemoSiteImage {
  slot: string;
  caption: string;
  picture: string;
}

export const demoCategories: DemoCategory[] = categories;
export const demoBouquets: DemoBouquet[] = bouquets;
export const demoAddOns: DemoAddOn[] = addOns;
export const demoSiteImages: DemoSiteImage[] = siteImages;

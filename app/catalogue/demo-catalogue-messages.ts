// What the admin reads about removing the demo catalogue, in one place for the page and its tests.

export const REMOVE_DEMO = "Remove the demo catalogue";
export const DEMO_STILL_HERE =
  "The demo bouquets, add-ons and categories are still in the shop. Remove them when your own are ready.";
export const REMOVE_DEMO_QUESTION = "Remove the demo catalogue?";
export const REMOVE_DEMO_KEEPS =
  "Orders keep their lines, prices and invoices. Your shop content, delivery zones and settings, the team and the pictures stay. Bouquets and categories you created or edited yourself are kept, and so is a demo category that still holds one of them. The demo is not added again when the shop restarts.";
export const REMOVE_DEMO_NOTHING_LEFT = "No demo bouquets, add-ons or categories are left.";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What stays to be removed, e.g. '30 bouquets and add-ons and 7 categories'. */
export const demoLeftText = ({ items, categories }: { items: number; categories: number }) =>
  `${plural(items, "bouquet or add-on", "bouquets and add-ons")} and ${plural(categories, "category", "categories")}`;

export const demoRemovedText = (removed: { items: number; categories: number }) =>
  `The demo catalogue was removed: ${demoLeftText(removed)}.`;

// The words of the categories page (its failures and confirmations), shared by
// the list (with JavaScript) and the confirm step (without it).
export const SAVE_FAILED = "Could not save category.";
export const DELETE_FAILED = "Could not delete category.";
export const CONFIRM_DELETE = "Delete this category?";

export const categoryAdded = (name: string) => `Category "${name}" added.`;
export const categorySaved = (name: string) => `Category "${name}" saved.`;

const bouquets = (count: number) => (count === 1 ? "1 bouquet" : `${count} bouquets`);

export const bouquetCount = (count: number) => (count === 0 ? "No bouquets" : bouquets(count));

/** What deleting does to the category's bouquets (docs/decisions/003): they stay, unlinked. */
export function bouquetsNote(count: number): string {
  if (count === 0) return "No bouquets are in this category.";
  return count === 1
    ? "1 bouquet is in this category. It stays in the collection; only this category is removed from it."
    : `${count} bouquets are in this category. They stay in the collection; only this category is removed from them.`;
}

export function categoryDeleted(name: string, unlinked: number): string {
  if (unlinked === 0) return `Category "${name}" deleted.`;
  return `Category "${name}" deleted. ${bouquets(unlinked)} ${unlinked === 1 ? "stays" : "stay"} in the collection.`;
}

// The words for deleting an item, shared by the list (with JavaScript) and the confirm
// step (without it).
export const CONFIRM_DELETE = "Are you sure you want to delete this item?";
export const ITEM_DELETED = "Item deleted successfully";
export const deleteFailed = (message: string) => `Error deleting item: ${message}`;

/**
 * What deleting does to past orders: nothing, as their lines keep their own copy of the item
 * (null: not counted, as in the quick confirm dialog).
 */
export function pastOrdersNote(orders: number | null): string {
  if (orders === null) {
    return "Past orders that include it keep their own copy of its title, size, price and picture.";
  }
  if (orders === 0) return "It is in no past orders and leaves the shop at once.";
  return orders === 1
    ? "It is in 1 past order, which keeps its own copy of the title, size, price and picture."
    : `It is in ${orders} past orders, which keep their own copy of the title, size, price and picture.`;
}

// Deleting an item from the admin's pages (the list's in-place delete and the confirm step): a
// refusal reads as 'Error deleting item: …' with its kind's one status.
import { deleteItem } from "~/catalogue/item-writes.server";
import { deleteFailed } from "~/catalogue/item-messages";
import { isShopError, statusOf } from "~/platform/errors";

/** Deletes the item; null once it is gone, else why not, in the admin's words, and the status. */
export function deleteItemRefusal(id: string): { message: string; status: number } | null {
  try {
    deleteItem(id);
    return null;
  } catch (error) {
    if (!isShopError(error)) throw error;
    return { message: deleteFailed(error.message), status: statusOf[error.kind] };
  }
}

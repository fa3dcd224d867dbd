// What the admin's collection list and its delete step show when they fail.
import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { AdminModal } from "~/components/admin/admin-modal";
import { listHref } from "~/catalogue/admin-list-query";
import { deleteFailed } from "~/catalogue/item-messages";

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** A refused or failed delete (e.g. an expired form) or a crash while drawing the list. */
export function CollectionFailed({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : `${error.status} ${error.statusText}`
    : `Failed to load items: ${errorText(error)}`;
  return (
    <div className="admin-page coll-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">Collection Items</h1>
      </header>
      <p className="admin-alert admin-alert--error" role="alert">
        {message}
      </p>
      <p>
        <Link to="/admin/collection" reloadDocument>
          Reload the list
        </Link>
      </p>
    </div>
  );
}

/** The item is gone already, or the post was refused (an expired form): said over the list. */
export function DeleteRefused({ title, error }: { title: string; error: unknown }) {
  const { search } = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : deleteFailed(error instanceof Error ? error.message : "Please try again.");
  return (
    <AdminModal title={title} closeTo={listHref(search)}>
      <p className="admin-alert admin-alert--error" role="alert">
        {message}
      </p>
      <p className="coll-confirm__back">
        <Link to={listHref(search)} preventScrollReset>
          Back to the list
        </Link>
      </p>
    </AdminModal>
  );
}

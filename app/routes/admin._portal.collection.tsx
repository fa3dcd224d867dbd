// /admin/collection — the bouquets as a card grid:
// search and filters in the URL, a count, Edit (a modal route over this list) and Delete. Without
// JavaScript Delete opens a confirm step (a nested route); with it a confirm dialog and an
// in-place delete through this route's action. Both delete through the catalogue's deleteItem.
// Owners also find 'Remove the demo catalogue' here while any of it is left (a nested route).
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import {
  Link,
  Outlet,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { adminMeta } from "~/admin-auth/admin-meta";
import { isOwner } from "~/admin-auth/roles";
import { requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { DEMO_STILL_HERE, REMOVE_DEMO } from "~/catalogue/demo-catalogue-messages";
import { demoCatalogueLeft } from "~/catalogue/demo-catalogue.server";
import { listCategories } from "~/catalogue/categories.server";
import { deleteItemRefusal } from "~/catalogue/item-delete.server";
import { countItems, listItems, type Item } from "~/catalogue/items.server";
import { cardPriceText } from "~/catalogue/price-text";
import { CollectionFilters } from "~/components/admin/collection/collection-filters";
import { CollectionFailed, errorText } from "~/components/admin/collection/collection-errors";
import { ItemCard, type AdminItemCard } from "~/components/admin/collection/item-card";
import { hasFilters, listSearch, readListQuery } from "~/catalogue/admin-list-query";
import {
  CONFIRM_DELETE,
  deleteFailed,
  ITEM_DELETED,
  pastOrdersNote,
} from "~/catalogue/item-messages";
import { useCsrf } from "~/components/admin/csrf-field";
import { StatusMessage } from "~/components/admin/status-message";
import { useHydrated } from "~/components/use-hydrated";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import collectionStyles from "~/styles/admin-collection.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: collectionStyles }];

export const meta = adminMeta("Collection Items");

/** A filter left at 'any' doesn't narrow; otherwise it asks for true or false. */
const flag = <T extends string>(value: T | undefined, yes: T) =>
  value === undefined ? undefined : value === yes;

function adminCard(item: Item): AdminItemCard {
  return {
    id: item.id,
    title: item.title,
    description: item.shortDescription,
    imageId: item.mainImageId,
    categories: item.categories.map((category) => category.name),
    isNew: item.isNew,
    featured: item.featured,
    inStock: item.inStock,
    isAddOn: item.isAddOn,
    priceText: cardPriceText(item),
    sizes: item.sizes.map((size) => size.sizeName),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  const query = readListQuery(new URL(request.url).searchParams);

  // Each half fails on its own: the items can show without the category list.
  let items: AdminItemCard[] | null = null;
  let total = 0;
  let itemsError: string | null = null;
  try {
    items = listItems({
      search: query.q,
      category: query.category,
      featured: flag(query.featured, "yes"),
      isNew: flag(query.new, "yes"),
      inStock: flag(query.stock, "in"),
    }).map(adminCard);
    total = countItems();
  } catch (error) {
    console.error(error);
    itemsError = `Failed to load items: ${errorText(error)}`;
  }

  let categories: { slug: string; name: string }[] = [];
  let categoriesError: string | null = null;
  try {
    categories = listCategories().map(({ slug, name }) => ({ slug, name }));
  } catch (error) {
    console.error(error);
    categoriesError = `Failed to load categories: ${errorText(error)}`;
  }

  // Owners are offered 'Remove the demo catalogue' while any of it is left.
  const left = isOwner(admin) ? demoCatalogueLeft() : null;
  const demoLeft = left !== null && left.items + left.categories > 0;

  return { query, items, total, itemsError, categories, categoriesError, demoLeft };
}

const DeleteForm = z.object({ id: z.string().min(1).max(64) });

/** The in-place delete (JavaScript): the answer is data for the list, not a redirect. */
export async function action({ request }: ActionFunctionArgs) {
  const { form } = await requireAdminForm(request);
  const parsed = DeleteForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false, id: null, message: deleteFailed("No item was chosen.") }, 400);
  }
  const { id } = parsed.data;
  const refusal = deleteItemRefusal(id);
  if (refusal) return data({ ok: false, id, message: refusal.message }, refusal.status);
  return { ok: true, id, message: ITEM_DELETED };
}

const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export default function CollectionItems() {
  const { query, items, total, itemsError, categories, categoriesError, demoLeft } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const csrf = useCsrf();
  const deletion = useFetcher<typeof action>({ key: "delete-collection-item" });
  const search = listSearch(location.search);
  const filtered = hasFilters(query);

  // One note per answer, even when two answers read the same ('Item deleted successfully').
  const [notice, setNotice] = useState<{ n: number; message: string; ok: boolean } | null>(null);
  useEffect(() => {
    const answer = deletion.data;
    if (deletion.state !== "idle" || !answer) return;
    setNotice((last) => ({ n: (last?.n ?? 0) + 1, message: answer.message, ok: answer.ok }));
  }, [deletion.state, deletion.data]);

  const deletingId = deletion.state !== "idle" ? String(deletion.formData?.get("id") ?? "") : null;
  // The deleted card goes at once, before the list has been read again.
  const deletedId = deletion.data?.ok ? deletion.data.id : null;
  const shown = (items ?? []).filter((item) => item.id !== deletedId);

  const confirmDelete = (item: AdminItemCard) => {
    if (!window.confirm(`${CONFIRM_DELETE}\n\n“${item.title}”\n${pastOrdersNote(null)}`)) return;
    deletion.submit({ csrf, id: item.id }, { method: "post", action: "/admin/collection" });
  };

  const refreshing =
    navigation.state === "loading" && navigation.location.pathname === "/admin/collection";

  return (
    <AdminPage
      title="Collection Items"
      intro="Every bouquet and add-on in the shop. Search, narrow by category or tag, edit or delete."
      action={
        <Link to="/admin/create" className="button">
          Create Item
        </Link>
      }
      className="coll-page"
    >
      {demoLeft ? (
        <p className="coll-demo">
          <span>{DEMO_STILL_HERE}</span>
          <Link
            to="/admin/collection/remove-demo"
            className="button button--secondary"
            preventScrollReset
          >
            {REMOVE_DEMO}
          </Link>
        </p>
      ) : null}
      <CollectionFilters
        query={query}
        categories={categories}
        categoriesError={categoriesError}
        filtered={filtered}
      />

      {itemsError ? (
        <ErrorAlert>{itemsError}</ErrorAlert>
      ) : (
        <section aria-label="Items" className="coll-results">
          <p className="coll-results__count" aria-live="polite">
            {filtered ? `${shown.length} of ${itemCount(total)}` : itemCount(shown.length)}
          </p>
          {shown.length > 0 ? (
            <div
              className={`coll-grid${refreshing ? " is-refreshing" : ""}`}
              aria-busy={refreshing}
            >
              {shown.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  search={search}
                  deleting={deletingId === item.id}
                  onDelete={hydrated ? confirmDelete : undefined}
                />
              ))}
            </div>
          ) : (
            <div className="coll-empty">
              {filtered ? (
                <>
                  <p className="coll-empty__title">No items match these filters.</p>
                  <p>Try other words, or widen the filters.</p>
                  <Link to="/admin/collection" className="button button--secondary">
                    Clear filters
                  </Link>
                </>
              ) : (
                <>
                  <p className="coll-empty__title">No items yet.</p>
                  <p>The shop has no bouquets. Add the first one.</p>
                  <Link to="/admin/create" className="button">
                    Create Item
                  </Link>
                </>
              )}
            </div>
          )}
        </section>
      )}

      {notice ? (
        <StatusMessage
          key={notice.n}
          message={notice.message}
          tone={notice.ok ? "success" : "error"}
        />
      ) : null}
      <Outlet />
    </AdminPage>
  );
}

/** A refused or failed delete (e.g. an expired form) or a crash while drawing the list. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={({ error }) => <CollectionFailed error={error} />}
      unexpectedErrorHandler={(error) => <CollectionFailed error={error} />}
      reported="none"
    />
  );
}

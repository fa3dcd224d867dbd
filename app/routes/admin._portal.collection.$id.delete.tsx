// /admin/collection/{id}/delete — the confirm step before deleting an item, drawn as a modal over
// the list. It is how Delete works without
// JavaScript; its post deletes through the catalogue's deleteItem and returns to the same list.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { deleteItemRefusal } from "~/catalogue/item-delete.server";
import { findItem } from "~/catalogue/items.server";
import { cardPriceText } from "~/catalogue/price-text";
import { AdminModal } from "~/components/admin/admin-modal";
import { ErrorAlert } from "~/components/admin/admin-page";
import { DeleteRefused } from "~/components/admin/collection/collection-errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { listHref } from "~/catalogue/admin-list-query";
import {
  CONFIRM_DELETE,
  deleteFailed,
  ITEM_DELETED,
  pastOrdersNote,
} from "~/catalogue/item-messages";
import { CsrfField } from "~/components/admin/csrf-field";
import { ShopImage } from "~/components/shop-image";
import { countOrdersWithItem } from "~/orders/order-reads.server";
import { invariantResponse } from "~/platform/invariant";

export const meta = adminMeta("Delete item");

const TITLE = "Delete item";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const item = findItem(params.id ?? "");
  invariantResponse(item, deleteFailed("Item Not Found"), { status: 404 });
  return {
    item: {
      id: item.id,
      title: item.title,
      imageId: item.mainImageId,
      priceText: cardPriceText(item),
    },
    pastOrders: countOrdersWithItem(item.id),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { session } = await requireAdminForm(request);
  const refusal = deleteItemRefusal(params.id ?? "");
  if (refusal) return data({ error: refusal.message }, refusal.status);
  const back = listHref(new URL(request.url).searchParams);
  return redirectWithMessage(request, session, back, ITEM_DELETED);
}

export default function DeleteItem() {
  const { item, pastOrders } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { search } = useLocation();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const back = listHref(search);

  return (
    <AdminModal title={TITLE} closeTo={back}>
      <Form
        method="post"
        action={`/admin/collection/${item.id}/delete${search}`}
        className="coll-confirm"
      >
        <CsrfField />
        <ShopImage
          imageRef={item.imageId}
          alt={item.title}
          width={240}
          height={300}
          sizes="120px"
          className="coll-confirm__image"
        />
        <div className="coll-confirm__text">
          <p className="coll-confirm__question">{CONFIRM_DELETE}</p>
          <p className="coll-confirm__title">{item.title}</p>
          <p className="coll-confirm__price">{item.priceText}</p>
          <p className="coll-confirm__note">{pastOrdersNote(pastOrders)}</p>
          {failed?.error ? <ErrorAlert>{failed.error}</ErrorAlert> : null}
          <div className="coll-confirm__actions">
            <button type="submit" className="button coll-button--danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
            <Link to={back} preventScrollReset className="button button--secondary">
              Cancel
            </Link>
          </div>
        </div>
      </Form>
    </AdminModal>
  );
}

/** The item is gone already, or the post was refused (an expired form): say so over the list. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={({ error }) => <DeleteRefused title={TITLE} error={error} />}
      unexpectedErrorHandler={(error) => <DeleteRefused title={TITLE} error={error} />}
      reported="none"
    />
  );
}

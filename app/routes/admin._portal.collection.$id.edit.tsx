// /admin/collection/{id}/edit — the edit modal over the collection list; without JavaScript the
// same panel as a page. On save 'Item updated successfully', then back to the
// list with its search and filters as they were.
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/admin-auth/session.server";
import { categoryChoices } from "~/catalogue/categories.server";
import { findItem } from "~/catalogue/items.server";
import { updateItem } from "~/catalogue/item-writes.server";
import { AdminModal } from "~/components/admin/admin-modal";
import { ItemFormView } from "~/components/admin/item-form/item-form";
import { saveItemForm } from "~/catalogue/item-form.server";
import { itemFormDefaults } from "~/catalogue/item-form-schema";
import { invariantResponse } from "~/platform/invariant";
import itemFormStyles from "~/styles/admin-item-form.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: itemFormStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `Edit ${loaded.item.title} | Admin` : "Edit item | Admin" },
];

const SAVED = "Item updated successfully";

/** The list this modal sits over, with its query (search, filters) kept. */
const listUrl = (request: Request) => `/admin/collection${new URL(request.url).search}`;

function itemOr404(id: string | undefined) {
  const item = findItem(id ?? "");
  invariantResponse(item, "Item Not Found", { status: 404 });
  return item;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const item = itemOr404(params.id);
  return {
    item: { id: item.id, title: item.title },
    defaults: itemFormDefaults(item),
    hasImage: Boolean(item.mainImageId),
    categories: categoryChoices(),
    listUrl: listUrl(request),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The CSRF check (inside saveItemForm) comes before anything else is answered.
  return saveItemForm(request, await requireAdmin(request), {
    lead: "Error updating item",
    back: listUrl(request),
    check: () => itemOr404(params.id),
    save: async (fields) => {
      await updateItem(params.id ?? "", fields);
      return SAVED;
    },
  });
}

export default function EditItem() {
  const { item, defaults, hasImage, categories, listUrl } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AdminModal title="Edit item" closeTo={listUrl}>
      <ItemFormView
        key={item.id}
        mode="edit"
        defaultValue={defaults}
        categories={categories}
        reply={reply}
        cancelTo={listUrl}
        doneTo={listUrl}
        imageRequired={!hasImage}
      />
    </AdminModal>
  );
}

// /admin/create — a new bouquet: on success '"{title}" has been
// created successfully!', then the collection list (after 1.5 s with JavaScript, at once without).
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/admin-auth/session.server";
import { categoryChoices } from "~/catalogue/categories.server";
import { createItem } from "~/catalogue/item-writes.server";
import { ItemFormView } from "~/components/admin/item-form/item-form";
import { AdminPage } from "~/components/admin/admin-page";
import { saveItemForm } from "~/catalogue/item-form.server";
import { NEW_ITEM_DEFAULTS } from "~/catalogue/item-form-schema";
import itemFormStyles from "~/styles/admin-item-form.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: itemFormStyles }];

export const meta: MetaFunction = () => [{ title: "Create Item | Admin" }];

const LIST = "/admin/collection";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    categories: categoryChoices(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return saveItemForm(request, await requireAdmin(request), {
    lead: "Error creating item",
    back: LIST,
    save: async (fields) => `"${(await createItem(fields)).title}" has been created successfully!`,
    resetForm: true,
  });
}

export default function CreateItem() {
  const { categories } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AdminPage
      title="Create Item"
      intro="A new bouquet for the collection: its words, sizes and prices, and photographs."
    >
      <ItemFormView
        mode="create"
        defaultValue={NEW_ITEM_DEFAULTS}
        categories={categories}
        reply={reply}
        cancelTo={LIST}
        doneTo={LIST}
        imageRequired
      />
    </AdminPage>
  );
}

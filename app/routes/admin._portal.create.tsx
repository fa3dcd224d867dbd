// /admin/create — a new bouquet (SPEC.md §2 'Create item', §4): on success '"{title}" has been
// created successfully!', then the collection list (after 1.5 s with JavaScript, at once without).
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { redirectWithMessage, requireAdmin } from "~/admin-auth/session.server";
import { listCategories } from "~/catalogue/categories.server";
import { createItem } from "~/catalogue/items.server";
import { ItemFormView } from "~/components/admin/item-form/item-form";
import {
  itemFields,
  notReady,
  readItemForm,
  refused,
  type ItemFormReply,
} from "~/catalogue/item-form.server";
import { NEW_ITEM_DEFAULTS } from "~/catalogue/item-form-schema";
import itemFormStyles from "~/styles/admin-item-form.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: itemFormStyles }];

export const meta: MetaFunction = () => [{ title: "Create Item | Admin" }];

const LIST = "/admin/collection";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    categories: listCategories().map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const guard = await requireAdmin(request);
  const read = await readItemForm(request, guard, "Error creating item");
  if ("refusal" in read) return read.refusal;
  const { submission, fileErrors, enhanced } = read;
  if (submission.status !== "success" || fileErrors) return notReady(submission, fileErrors);
  try {
    const item = await createItem(itemFields(submission.value));
    const message = `"${item.title}" has been created successfully!`;
    if (!enhanced) return redirectWithMessage(request, guard.session, LIST, message);
    return data<ItemFormReply>({ result: submission.reply({ resetForm: true }), saved: message });
  } catch (error) {
    return refused(submission, error, "Error creating item");
  }
}

export default function CreateItem() {
  const { categories } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Create Item</h1>
          <p className="admin-page__intro">
            A new bouquet for the collection: its words, sizes and prices, and photographs.
          </p>
        </div>
      </header>
      <ItemFormView
        mode="create"
        defaultValue={NEW_ITEM_DEFAULTS}
        categories={categories}
        reply={reply}
        cancelTo={LIST}
        doneTo={LIST}
        imageRequired
      />
    </div>
  );
}

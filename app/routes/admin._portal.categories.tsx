// /admin/categories: the category cards with a search, and the add form
// — or, with ?edit=<id>, the edit form for one of them. Deleting goes through the confirm step
// drawn over this page (admin._portal.categories.$id.delete.tsx).
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import {
  createCategory,
  itemCountsByCategory,
  listCategories,
  searchCategories,
  updateCategory,
} from "~/catalogue/categories.server";
import { CategoryForm } from "~/catalogue/category-input";
import { CategoryCard, DeleteFailure } from "~/components/admin/categories/category-card";
import { CategoryEditor } from "~/components/admin/categories/category-form";
import { CategorySearch } from "~/components/admin/categories/category-search";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import { categoryAdded, categorySaved, SAVE_FAILED } from "~/catalogue/category-messages";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import categoriesStyles from "~/styles/admin-categories.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: categoriesStyles }];

// The admin area's own tags (noindex) stay; only the title is this page's.
export const meta: MetaFunction = ({ matches }) => [
  ...matches.flatMap((match) => match.meta ?? []).filter((tag) => !("title" in tag)),
  { title: "Categories | Admin" },
];

const LIST = "/admin/categories";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const editId = url.searchParams.get("edit");
  const all = listCategories();
  const counts = itemCountsByCategory();
  const editing = editId ? (all.find((category) => category.id === editId) ?? null) : null;
  return {
    q,
    total: all.length,
    categories: (q ? searchCategories(q) : all).map((category) => ({
      id: category.id,
      name: category.name,
      nameAr: category.nameAr,
      slug: category.slug,
      order: category.order,
      description: category.description,
      descriptionAr: category.descriptionAr,
      bouquets: counts.get(category.id) ?? 0,
    })),
    editing: editing && {
      id: editing.id,
      name: editing.name,
      nameAr: editing.nameAr,
      slug: editing.slug,
      order: editing.order,
      description: editing.description,
      descriptionAr: editing.descriptionAr,
    },
    editGone: editId !== null && editing === null,
  };
}

/** Adds a category, or saves the one named by ?edit=; the form posts to the page it is on. */
export async function action({ request }: ActionFunctionArgs) {
  const { session, form } = await requireAdminForm(request);
  const editId = new URL(request.url).searchParams.get("edit");
  const submission = parseWithZod(form, { schema: CategoryForm });
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: [SAVE_FAILED] }), { status: 400 });
  }
  // Every field is on the form, so an emptied description or Arabic name clears it.
  const input = {
    ...submission.value,
    description: submission.value.description ?? "",
    nameAr: submission.value.nameAr ?? null,
    descriptionAr: submission.value.descriptionAr ?? null,
  };
  try {
    const saved = editId ? updateCategory(editId, input) : createCategory(input);
    const message = editId ? categorySaved(saved.name) : categoryAdded(saved.name);
    return redirectWithMessage(request, session, LIST, message);
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, {
      formErrors: [SAVE_FAILED, ...(error.issues ? [] : [error.message])],
    });
  }
}

/**
 * Counts saves that went through (the action redirected, so no answer is left), so the add form
 * starts empty again after each one even though the page stays the same.
 */
function useSaveCount(): number {
  const navigation = useNavigation();
  const answer = useActionData<typeof action>();
  const [count, setCount] = useState(0);
  const saving = useRef(false);
  useEffect(() => {
    const ours = navigation.formMethod === "POST" && navigation.formAction?.split("?")[0] === LIST;
    if (navigation.state === "submitting" && ours) saving.current = true;
    if (navigation.state === "idle" && saving.current) {
      saving.current = false;
      if (!answer) setCount((n) => n + 1);
    }
  }, [navigation.state, navigation.formMethod, navigation.formAction, answer]);
  return count;
}

const listUrl = (params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return search ? `${LIST}?${search}` : LIST;
};

export default function AdminCategories() {
  const { q, total, categories, editing, editGone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const saves = useSaveCount();
  const kept: Record<string, string> = q ? { q } : {};
  const heading = q
    ? `${categories.length} of ${total} ${total === 1 ? "category" : "categories"}`
    : `${total} ${total === 1 ? "category" : "categories"}`;

  return (
    <AdminPage
      title="Categories"
      intro="The collections in the shop’s category bar, lowest order first. Removing one never removes its bouquets."
      action={
        <a href="#category-form" className="button button--secondary categories-page__jump">
          New Category
        </a>
      }
      className="categories-page"
    >
      <div className="categories-layout">
        <section className="categories-list" aria-labelledby="categories-list-title">
          <div className="categories-list__bar">
            <h2 id="categories-list-title" className="eyebrow categories-list__title">
              {heading}
            </h2>
            <CategorySearch q={q} editId={editing?.id ?? null} />
          </div>
          <DeleteFailure />
          {categories.length > 0 ? (
            <ul className="categories-grid">
              {categories.map((category) => (
                <li key={category.id}>
                  <CategoryCard
                    category={category}
                    editing={editing?.id === category.id}
                    editTo={`${listUrl({ ...kept, edit: category.id })}#category-form`}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="categories-list__empty">
              {q
                ? `No categories match \u201c${q}\u201d.`
                : "No categories yet. Add the first one with the form."}
            </p>
          )}
        </section>

        <section
          id="category-form"
          className="admin-panel categories-editor"
          aria-labelledby="category-form-title"
        >
          <h2 id="category-form-title" className="categories-editor__title">
            {editing ? "Edit Category" : "Add a Category"}
          </h2>
          {editGone ? (
            <ErrorAlert>That category no longer exists; it may have been deleted.</ErrorAlert>
          ) : null}
          <CategoryEditor
            key={`${editing?.id ?? "new"}:${saves}`}
            editing={editing}
            lastResult={lastResult}
            cancelTo={listUrl(kept)}
          />
        </section>
      </div>
      <Outlet />
    </AdminPage>
  );
}

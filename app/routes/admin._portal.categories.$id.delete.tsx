// /admin/categories/<id>/delete — the 'Delete this category?' step, drawn over the
// list. Without JavaScript the card's Delete opens it; with JavaScript the card asks with
// confirm() and posts here directly. It says what happens to the bouquets (decision 003).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { deleteCategory, findCategory, itemCountsByCategory } from "~/catalogue/categories.server";
import { AdminModal } from "~/components/admin/admin-modal";
import type { DeleteAnswer } from "~/components/admin/categories/category-card";
import { AnswerAlert } from "~/components/answer-alert";
import {
  bouquetsNote,
  categoryDeleted,
  CONFIRM_DELETE,
  DELETE_FAILED,
} from "~/catalogue/category-messages";
import { CsrfField } from "~/components/admin/csrf-field";

const LIST = "/admin/categories";
const GONE = "This category no longer exists; it may have been deleted already.";

/** The category with exactly this id (findCategory also answers slugs). */
function categoryWithId(id: string) {
  const found = findCategory(id);
  return found?.id === id ? found : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const category = categoryWithId(params.id ?? "");
  if (!category) return data({ category: null, bouquets: 0 }, { status: 404 });
  return {
    category: { id: category.id, name: category.name, slug: category.slug },
    bouquets: itemCountsByCategory().get(category.id) ?? 0,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { session } = await requireAdminForm(request);
  const category = categoryWithId(params.id ?? "");
  if (!category) {
    return data<DeleteAnswer>({ alert: DELETE_FAILED, reason: GONE }, { status: 404 });
  }
  const { itemsUnlinked } = deleteCategory(category.id);
  return redirectWithMessage(request, session, LIST, categoryDeleted(category.name, itemsUnlinked));
}

export default function DeleteCategory() {
  const { category, bouquets } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <AdminModal title={CONFIRM_DELETE} closeTo={LIST}>
      <AnswerAlert
        answer={answer}
        messages={answer ? [answer.alert, answer.reason] : undefined}
        className="admin-alert admin-alert--error"
      />
      {category ? (
        <Form method="post" className="category-delete">
          <CsrfField />
          <p className="category-delete__name">
            {category.name} <span className="category-delete__slug">/{category.slug}</span>
          </p>
          <p>{bouquetsNote(bouquets)}</p>
          <p>
            Its page, /{category.slug}, and its link in the shop&rsquo;s category bar go away. This
            cannot be undone.
          </p>
          <div className="category-delete__actions">
            <button type="submit" className="button category-delete__confirm" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
            <Link to={LIST} className="button button--secondary">
              Cancel
            </Link>
          </div>
        </Form>
      ) : (
        <div className="category-delete">
          {answer ? null : <p>{GONE}</p>}
          <div className="category-delete__actions">
            <Link to={LIST} className="button button--secondary">
              Back to Categories
            </Link>
          </div>
        </div>
      )}
    </AdminModal>
  );
}

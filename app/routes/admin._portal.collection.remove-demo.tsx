// /admin/collection/remove-demo — 'Remove the demo catalogue?', drawn over the collection: a page
// of its own without JavaScript, a dialog with it. Owners only: staff are told so here, and their
// post is refused (403). It removes the demo's unedited bouquets, add-ons and categories.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { OWNERS_ONLY, isOwner } from "~/admin-auth/roles";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import {
  REMOVE_DEMO,
  REMOVE_DEMO_KEEPS,
  REMOVE_DEMO_NOTHING_LEFT,
  REMOVE_DEMO_QUESTION,
  demoLeftText,
  demoRemovedText,
} from "~/catalogue/demo-catalogue-messages";
import { demoCatalogueLeft, removeDemoCatalogue } from "~/catalogue/demo-catalogue.server";
import { AdminModal } from "~/components/admin/admin-modal";
import { ErrorAlert } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { isShopError, refusalInit } from "~/platform/errors";

export const meta = adminMeta(REMOVE_DEMO);

const COLLECTION = "/admin/collection";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  const canRemove = isOwner(admin);
  return { canRemove, left: canRemove ? demoCatalogueLeft() : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const { admin, session } = await requireAdminForm(request);
  try {
    const removed = removeDemoCatalogue(admin);
    return redirectWithMessage(request, session, COLLECTION, demoRemovedText(removed));
  } catch (error) {
    if (!isShopError(error)) throw error;
    return data({ refusal: error.message }, refusalInit(error));
  }
}

export default function RemoveDemoCatalogue() {
  const { canRemove, left } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refusal = answer?.refusal ?? (canRemove ? null : OWNERS_ONLY.demoCatalogue);
  const anyLeft = left !== null && left.items + left.categories > 0;

  return (
    <AdminModal title={REMOVE_DEMO_QUESTION} closeTo={COLLECTION}>
      <div className="demo-remove">
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
        {left && !answer ? (
          <Form method="post" className="demo-remove__form">
            <CsrfField />
            <p className="demo-remove__count">
              {anyLeft ? demoLeftText(left) : REMOVE_DEMO_NOTHING_LEFT}
            </p>
            <p>{REMOVE_DEMO_KEEPS}</p>
            <div className="demo-remove__actions">
              <button type="submit" className="button demo-remove__confirm" disabled={removing}>
                {removing ? "Removing…" : REMOVE_DEMO}
              </button>
              <Link to={COLLECTION} className="button button--secondary" preventScrollReset>
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <div className="demo-remove__actions">
            <Link to={COLLECTION} className="button button--secondary">
              Back to the collection
            </Link>
          </div>
        )}
      </div>
    </AdminModal>
  );
}

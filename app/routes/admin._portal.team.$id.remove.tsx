// /admin/team/<id>/remove — the 'Remove this colleague?' step, drawn over the team page: a page
// of its own without JavaScript, a dialog with it. Removing ends their sessions and tokens at once.
// Owners only: staff are told so here, and their post is refused (403).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { OWNERS_ONLY, isOwner } from "~/admin-auth/roles";
import { TEAM_MESSAGES } from "~/admin-auth/team-forms";
import { findColleague, removeColleague } from "~/admin-auth/team.server";
import { AdminModal } from "~/components/admin/admin-modal";
import { ErrorAlert } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { isShopError, refusalInit } from "~/platform/errors";

const TEAM = "/admin/team";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  const colleague = findColleague(params.id ?? "");
  const canManage = isOwner(admin);
  if (!colleague) return data({ colleague: null, yourself: false, canManage }, { status: 404 });
  return {
    colleague: { id: colleague.id, username: colleague.username },
    yourself: colleague.id === admin.id,
    canManage,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, session } = await requireAdminForm(request);
  try {
    const { username } = removeColleague(admin, params.id ?? "");
    return redirectWithMessage(
      request,
      session,
      TEAM,
      `${username} has been removed and signed out everywhere.`,
    );
  } catch (error) {
    if (!isShopError(error)) throw error;
    return data({ refusal: error.message }, refusalInit(error));
  }
}

export default function RemoveColleague() {
  const { colleague, yourself, canManage } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refusal =
    answer?.refusal ??
    (!canManage
      ? OWNERS_ONLY.team
      : yourself
        ? TEAM_MESSAGES.cannotRemoveYourself
        : colleague
          ? null
          : TEAM_MESSAGES.gone);

  return (
    <AdminModal title="Remove this colleague?" closeTo={TEAM}>
      <div className="team-remove">
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
        {colleague && !yourself && !answer ? (
          <Form method="post" className="team-remove__form">
            <CsrfField />
            <p className="team-remove__name">{colleague.username}</p>
            <p>
              They are signed out at once, everywhere: their open admin pages and their API tokens
              stop working. Their name stays on the orders they changed. This cannot be undone; to
              let them back in, add them again.
            </p>
            <div className="team-remove__actions">
              <button type="submit" className="button team-remove__confirm" disabled={removing}>
                {removing ? "Removing…" : "Remove"}
              </button>
              <Link to={TEAM} className="button button--secondary" preventScrollReset>
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <div className="team-remove__actions">
            <Link to={TEAM} className="button button--secondary">
              Back to Team
            </Link>
          </div>
        )}
      </div>
    </AdminModal>
  );
}

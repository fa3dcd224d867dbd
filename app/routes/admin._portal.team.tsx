// /admin/team — the shop's staff: who is on the team and who signed in lately, adding a colleague
// (a plain form, Conform + Zod), and 'Remove' opening its confirmation over the page.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { NewColleagueForm, RECENT_SIGN_INS } from "~/admin-auth/team-forms";
import { addColleague, teamPage } from "~/admin-auth/team.server";
import { AdminPage } from "~/components/admin/admin-page";
import { ColleagueForm } from "~/components/admin/team/colleague-form";
import { SignInsTable, TeamTable } from "~/components/admin/team/team-tables";
import { isShopError, statusOf } from "~/platform/errors";
import teamStyles from "~/styles/admin-team.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: teamStyles }];

export const meta = adminMeta("Team");

const PAGE = "/admin/team";
const ADD_FAILED = "The colleague could not be added. Please check the fields.";
/** The first password never travels back to the page. */
const HIDDEN = ["password"];

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  return teamPage(admin);
}

export async function action({ request }: ActionFunctionArgs) {
  const { admin, session, form } = await requireAdminForm(request);
  const submission = parseWithZod(form, { schema: NewColleagueForm });
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: [ADD_FAILED], hideFields: HIDDEN }), {
      status: 400,
    });
  }
  try {
    const colleague = await addColleague(admin, submission.value);
    return redirectWithMessage(
      request,
      session,
      PAGE,
      `${colleague.username} is on the team. They choose their own password at their first sign-in.`,
    );
  } catch (error) {
    if (!isShopError(error)) throw error;
    return data(
      submission.reply({
        formErrors: [ADD_FAILED],
        fieldErrors: error.issues,
        hideFields: HIDDEN,
      }),
      { status: statusOf[error.kind] },
    );
  }
}

export default function AdminTeam() {
  const { team, signIns } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // Each arrival (after an addition too) starts the form empty.
  const { key } = useLocation();

  return (
    <AdminPage
      title="Team"
      intro="Everyone who can sign in to the admin portal and the API. Each person has their own username and password."
      className="team-page"
    >
      <div className="team-layout">
        <div className="team-lists">
          <section className="admin-panel team-panel" aria-labelledby="team-title">
            <h2 id="team-title" className="team-panel__title">
              {team.length === 1 ? "1 person" : `${team.length} people`}
            </h2>
            <TeamTable team={team} labelledBy="team-title" />
          </section>
          <section className="admin-panel team-panel" aria-labelledby="sign-ins-title">
            <h2 id="sign-ins-title" className="team-panel__title">
              Recent sign-ins
            </h2>
            <p className="team-panel__text">
              The latest {RECENT_SIGN_INS}, newest first, in Dubai time.
            </p>
            <SignInsTable signIns={signIns} labelledBy="sign-ins-title" />
          </section>
        </div>
        <section className="admin-panel team-panel" aria-labelledby="add-title">
          <h2 id="add-title" className="team-panel__title">
            Add a colleague
          </h2>
          <ColleagueForm key={key} lastResult={lastResult} />
        </section>
      </div>
      <Outlet />
    </AdminPage>
  );
}

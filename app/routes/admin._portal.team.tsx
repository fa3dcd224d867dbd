// /admin/team — the shop's staff: who is on the team, in which role, and who signed in lately.
// Owners add a colleague (a plain form, Conform + Zod), change a role (a small form on each row)
// and 'Remove' opens its confirmation over the page; staff see the team and are told who may.
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
import { OWNERS_ONLY, ROLE_LABELS } from "~/admin-auth/roles";
import {
  CHANGE_ROLE,
  NewColleagueForm,
  RECENT_SIGN_INS,
  RoleChangeForm,
} from "~/admin-auth/team-forms";
import { addColleague, changeRole, teamPage } from "~/admin-auth/team.server";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import { ColleagueForm } from "~/components/admin/team/colleague-form";
import { SignInsTable, TeamTable } from "~/components/admin/team/team-tables";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
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

const ROLE_FAILED = "The role could not be changed.";

type AdminForm = Awaited<ReturnType<typeof requireAdminForm>>;

/** The 'Role' form of a colleague's row: the change, or the refusal in the form's words. */
function roleChange(request: Request, { admin, session, form }: AdminForm) {
  const submission = parseWithZod(form, { schema: RoleChangeForm });
  if (submission.status !== "success") {
    return data(
      { intent: CHANGE_ROLE, result: submission.reply({ formErrors: [ROLE_FAILED] }) },
      {
        status: 400,
      },
    );
  }
  try {
    const { colleague, role } = submission.value;
    const { username, changed } = changeRole(admin, colleague, role);
    return redirectWithMessage(
      request,
      session,
      PAGE,
      changed
        ? `${username} is now ${ROLE_LABELS[role]}.`
        : `${username} was already ${ROLE_LABELS[role]}.`,
    );
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, {
      answer: (result) => ({ intent: CHANGE_ROLE, result }),
    });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireAdminForm(request);
  if (signedIn.form.get("intent") === CHANGE_ROLE) return roleChange(request, signedIn);
  const { admin, session, form } = signedIn;
  const submission = parseWithZod(form, { schema: NewColleagueForm });
  if (submission.status !== "success") {
    return data(
      { intent: "add", result: submission.reply({ formErrors: [ADD_FAILED], hideFields: HIDDEN }) },
      { status: 400 },
    );
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
    return formRefusal(submission, error, {
      formErrors: [error.issues ? ADD_FAILED : error.message],
      hideFields: HIDDEN,
      answer: (result) => ({ intent: "add", result }),
    });
  }
}

export default function AdminTeam() {
  const { team, signIns, canManage } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  const roleResult = resultOf(CHANGE_ROLE);
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
            {roleResult?.error?.[""] ? (
              <ErrorAlert>{roleResult.error[""].join(" ")}</ErrorAlert>
            ) : null}
            <TeamTable team={team} labelledBy="team-title" canManage={canManage} />
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
          {canManage ? (
            <ColleagueForm key={key} lastResult={resultOf("add")} />
          ) : (
            <>
              {answer?.result.error?.[""] ? (
                <ErrorAlert>{answer.result.error[""].join(" ")}</ErrorAlert>
              ) : null}
              <p className="team-panel__text">{OWNERS_ONLY.team}</p>
            </>
          )}
        </section>
      </div>
      <Outlet />
    </AdminPage>
  );
}

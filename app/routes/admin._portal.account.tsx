// /admin/account — the signed-in admin's own account: this session and role, a new password (the
// other sessions and tokens end with the old one), their email address, and 'Sign out everywhere'.
// Plain HTML forms.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DateTime } from "luxon";
import { z } from "zod";
import { adminMeta } from "~/admin-auth/admin-meta";
import {
  endSession,
  redirectWithMessage,
  requireAdmin,
  requireAdminForm,
} from "~/admin-auth/session.server";
import { signOutEverywhere } from "~/admin-auth/admins.server";
import { PASSWORD_MESSAGES } from "~/admin-auth/password-change";
import { changePasswordFromForm } from "~/admin-auth/password-change.server";
import { ROLE_LABELS } from "~/admin-auth/roles";
import { OwnEmailForm, SAVE_EMAIL } from "~/admin-auth/team-forms";
import { ownEmail, setOwnEmail } from "~/admin-auth/team.server";
import { TOKEN_IDLE_MS } from "~/admin-auth/tokens.server";
import { EmailForm } from "~/components/admin/account/email-form";
import { AccountPanel, SessionFacts } from "~/components/admin/account/account-panel";
import { CHANGE_PASSWORD, PasswordForm } from "~/components/admin/account/password-form";
import { AdminPage } from "~/components/admin/admin-page";
import {
  SIGN_OUT_EVERYWHERE,
  SignOutEverywhere,
} from "~/components/admin/account/sign-out-everywhere";
import { shopClock } from "~/platform/clock.server";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import { withRetryAfter } from "~/platform/retry-after";
import accountStyles from "~/styles/admin-account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta = adminMeta("Account");

/** The admin area's headers (no-store, noindex), and a refusal's Retry-After. */
export const headers = withRetryAfter;

const PAGE = "/admin/account";

const onShopClock = (iso: string) =>
  DateTime.fromISO(iso, { zone: shopClock().timeZone }).toFormat("d LLL yyyy, HH:mm");

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin, signedIn } = await requireAdmin(request);
  return {
    username: admin.username,
    role: ROLE_LABELS[admin.role],
    email: ownEmail(admin),
    signedInAt: onShopClock(signedIn.issuedAt),
    endsAt: onShopClock(signedIn.expiresAt),
    idleHours: TOKEN_IDLE_MS / 3_600_000,
  };
}

const Intent = z.enum([CHANGE_PASSWORD, SIGN_OUT_EVERYWHERE, SAVE_EMAIL]);

/** The email form's answer: the message after a redirect, or its reply beside the field. */
function saveEmail(
  request: Request,
  { admin, session, form }: Awaited<ReturnType<typeof requireAdminForm>>,
) {
  const submission = parseWithZod(form, { schema: OwnEmailForm });
  if (submission.status !== "success") return data({ email: submission.reply() }, { status: 400 });
  try {
    const saved = setOwnEmail(admin, submission.value.email);
    return redirectWithMessage(
      request,
      session,
      PAGE,
      saved ? `Your email address is now ${saved}.` : "Your email address has been removed.",
    );
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, {
      formErrors: [error.message],
      answer: (email) => ({ email }),
    });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const guard = await requireAdminForm(request);
  const { admin, session, form } = guard;
  const intent = Intent.safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown action.", { status: 400 });

  if (intent.data === SIGN_OUT_EVERYWHERE) {
    signOutEverywhere(admin);
    return redirect("/admin", { headers: { "Set-Cookie": await endSession(request) } });
  }
  if (intent.data === SAVE_EMAIL) return saveEmail(request, guard);

  const refused = await changePasswordFromForm(guard);
  if (refused) return refused;
  return redirectWithMessage(request, session, PAGE, PASSWORD_MESSAGES.changed);
}

export default function AdminAccount() {
  const { username, role, email, signedInAt, endsAt, idleHours } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const emailResult = answer && "email" in answer ? answer.email : undefined;
  const lastResult = answer && !("email" in answer) ? answer : undefined;
  // Each arrival (after a change too) starts the password form empty.
  const { key } = useLocation();

  return (
    <AdminPage title="Account" intro="Your sign-in to the admin portal." className="account-page">
      <div className="account-layout">
        <AccountPanel id="password-title" title="Change password">
          <p className="account-panel__text">
            Your other sessions and API tokens are signed out when the password changes; this one
            stays signed in.
          </p>
          <PasswordForm key={key} lastResult={lastResult} />
        </AccountPanel>

        <AccountPanel id="email-title" title="Email address">
          <EmailForm key={key} email={email} lastResult={emailResult} />
        </AccountPanel>

        <div className="account-side">
          <AccountPanel id="session-title" title="This session">
            <SessionFacts
              username={username}
              role={role}
              signedInAt={signedInAt}
              endsAt={endsAt}
              idleHours={idleHours}
            />
          </AccountPanel>

          <AccountPanel id="everywhere-title" title="Sign out everywhere">
            <SignOutEverywhere />
          </AccountPanel>
        </div>
      </div>
    </AdminPage>
  );
}

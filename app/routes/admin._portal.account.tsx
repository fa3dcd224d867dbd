// /admin/account — the signed-in admin's own account: this session, a new password (the other
// sessions and tokens end with the old one), and 'Sign out everywhere'. Plain HTML forms.
import {
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
import { TOKEN_IDLE_MS } from "~/admin-auth/tokens.server";
import { AccountPanel, SessionFacts } from "~/components/admin/account/account-panel";
import { CHANGE_PASSWORD, PasswordForm } from "~/components/admin/account/password-form";
import { AdminPage } from "~/components/admin/admin-page";
import {
  SIGN_OUT_EVERYWHERE,
  SignOutEverywhere,
} from "~/components/admin/account/sign-out-everywhere";
import { shopClock } from "~/platform/clock.server";
import { withRetryAfter } from "~/platform/retry-after";
import accountStyles from "~/styles/admin-account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta = adminMeta("Account");

/** The admin area's headers (no-store, noindex), and a refusal's Retry-After (CONTRACT.md §10). */
export const headers = withRetryAfter;

const PAGE = "/admin/account";

const onShopClock = (iso: string) =>
  DateTime.fromISO(iso, { zone: shopClock().timeZone }).toFormat("d LLL yyyy, HH:mm");

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin, signedIn } = await requireAdmin(request);
  return {
    username: admin.username,
    signedInAt: onShopClock(signedIn.issuedAt),
    endsAt: onShopClock(signedIn.expiresAt),
    idleHours: TOKEN_IDLE_MS / 3_600_000,
  };
}

const Intent = z.enum([CHANGE_PASSWORD, SIGN_OUT_EVERYWHERE]);

export async function action({ request }: ActionFunctionArgs) {
  const guard = await requireAdminForm(request);
  const { admin, session, form } = guard;
  const intent = Intent.safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown action.", { status: 400 });

  if (intent.data === SIGN_OUT_EVERYWHERE) {
    signOutEverywhere(admin);
    return redirect("/admin", { headers: { "Set-Cookie": await endSession(request) } });
  }

  const refused = await changePasswordFromForm(guard);
  if (refused) return refused;
  return redirectWithMessage(request, session, PAGE, PASSWORD_MESSAGES.changed);
}

export default function AdminAccount() {
  const { username, signedInAt, endsAt, idleHours } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
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

        <div className="account-side">
          <AccountPanel id="session-title" title="This session">
            <SessionFacts
              username={username}
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

// /admin/choose-password — a colleague's first sign-in: they replace the password they were given
// before any other admin page opens (requireAdmin sends them here). Outside the portal layout, so
// no sidebar offers pages they cannot open yet. The account page's form, a plain HTML form.
import { brandName } from "~/content/brand.server";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { changePasswordFromForm } from "~/admin-auth/password-change.server";
import {
  redirectWithMessage,
  requireAdmin,
  requireAdminForm,
  saveSession,
} from "~/admin-auth/session.server";
import { PasswordForm } from "~/components/admin/account/password-form";
import { CsrfField } from "~/components/admin/csrf-field";
import { withRetryAfter } from "~/platform/retry-after";
import accountStyles from "~/styles/admin-account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta = adminMeta("Choose your own password");

/** The admin area's headers (no-store, noindex), and a refusal's Retry-After. */
export const headers = withRetryAfter;

const DASHBOARD = "/admin/dashboard";
const CHOSEN = "Welcome to the team: your own password is set.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin, csrf, session, signedIn } = await requireAdmin(request, {
    choosingPassword: true,
  });
  if (!signedIn.mustChangePassword) throw redirect(DASHBOARD);
  return data(
    { username: admin.username, csrf, shopName: brandName() },
    { headers: { "Set-Cookie": await saveSession(request, session) } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const guard = await requireAdminForm(request, { choosingPassword: true });
  const refused = await changePasswordFromForm(guard);
  if (refused) return refused;
  return redirectWithMessage(request, guard.session, DASHBOARD, CHOSEN);
}

export default function ChoosePassword() {
  const { username, csrf, shopName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <p className="admin-login__brand">{shopName}</p>
        <h1 className="eyebrow admin-login__title">Choose your own password</h1>
        <p className="admin-login__text">
          Welcome, {username}. Before anything else, replace the first password a colleague gave you
          with one only you know. Enter that first password as the current one.
        </p>
        <PasswordForm lastResult={lastResult} csrf={csrf} />
        <Form method="post" action="/admin/sign-out" className="admin-login__sign-out">
          <CsrfField csrf={csrf} />
          <button type="submit" className="admin-login__back">
            Sign out
          </button>
        </Form>
      </div>
    </main>
  );
}

// /admin — the florists' sign-in. A signed-in admin goes straight to the dashboard.
import { brandName } from "~/content/brand.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { signInWithForm } from "~/admin-auth/authenticator.server";
import {
  checkCsrf,
  csrfFor,
  readSession,
  saveSession,
  sessionAdmin,
  sessionHasEnded,
  startSession,
} from "~/admin-auth/session.server";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { PasswordField } from "~/components/admin/password-field";
import { InputField } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";
import { LoginRequest } from "~/admin-auth/login-request";
import { isShopError, type ShopErrorKind } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import { clientAddress } from "~/platform/request-context";
import { withRetryAfter } from "~/platform/retry-after";

export const headers = withRetryAfter;
export const meta = adminMeta("Sign in");

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  if (sessionAdmin(session)) throw redirect("/admin/dashboard");
  const csrf = csrfFor(session);
  return data(
    { csrf, shopName: brandName(), ended: sessionHasEnded(request) },
    { headers: { "Set-Cookie": await saveSession(request, session) } },
  );
}

/** The refusals the sign-in form shows; any other failure is the error page. */
const SHOWN_ON_THE_FORM: ShopErrorKind[] = ["rate-limited", "unauthenticated"];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const session = await readSession(request);
  checkCsrf(request, session, form);
  const submission = parseWithZod(form, { schema: LoginRequest });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const signedIn = await signInWithForm(request, clientAddress(context));
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(request, signedIn.token));
    // This browser is now known for this username: the sign-in limits trust it a little more.
    headers.append("Set-Cookie", signedIn.deviceCookie);
    return redirect("/admin/dashboard", { headers });
  } catch (error) {
    if (!isShopError(error) || !SHOWN_ON_THE_FORM.includes(error.kind)) throw error;
    return formRefusal(submission, error, { hideFields: ["password"] });
  }
}

/** What the sign-in form says when the server never answered. */
const NETWORK_ERROR = "Network error. Please check your connection.";

/** With JavaScript, a sign-in that never reaches the server says so instead of the error page. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    const failed: SubmissionResult<string[]> = { status: "error", error: { "": [NETWORK_ERROR] } };
    return failed;
  }
}

export default function AdminLogin() {
  const { csrf, shopName, ended } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult,
    constraint: getZodConstraint(LoginRequest),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginRequest }),
  });

  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <p className="admin-login__brand">{shopName}</p>
        <h1 className="eyebrow admin-login__title">Admin sign in</h1>
        <Form
          method="post"
          className="admin-form"
          data-hydrated={hydrated ? "" : undefined}
          {...getFormProps(form)}
        >
          <CsrfField csrf={csrf} />
          {ended && !form.errors ? (
            <p className="admin-alert" role="status">
              Your session has ended. Please sign in again.
            </p>
          ) : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <InputField
            label="Username"
            field={fields.username}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField label="Password" field={fields.password} autoComplete="current-password" />
          <button type="submit" className="button admin-login__submit" disabled={busy}>
            {busy ? "Signing in…" : "Sign In"}
          </button>
        </Form>
        <Link to="/" className="admin-login__back">
          Back to Website
        </Link>
      </div>
    </main>
  );
}

// remix-auth with its form strategy signs an admin in through the same `logIn` as the JSON API:
// the same password check, the same rate limit, the same kind of token.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { logIn } from "~/admin-auth/login.server";
import { LoginRequest } from "~/admin-auth/login-request";

export type SignedIn = Awaited<ReturnType<typeof logIn>>;

const ADMIN_LOGIN = "admin-login";

/**
 * Signs in with the posted form, counted against this client's sign-in allowance. The strategy
 * only sees a copy of the request, so the request itself (its device cookie) and the client's
 * address (from the load context) are bound in an authenticator made for this request.
 */
export function signInWithForm(request: Request, client: string): Promise<SignedIn> {
  const authenticator = new Authenticator<SignedIn>().use(
    new FormStrategy(({ form }) =>
      logIn(
        LoginRequest.parse({ username: form.get("username"), password: form.get("password") }),
        { request, client, door: "portal" },
      ),
    ),
    ADMIN_LOGIN,
  );
  return authenticator.authenticate(ADMIN_LOGIN, request);
}

// remix-auth with its form strategy signs an admin in through the same `logIn` as the JSON API:
// the same password check, the same rate limit, the same kind of token.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientAddress } from "~/auth/client-address.server";
import { logIn } from "~/auth/login.server";
import { LoginRequest } from "~/auth/login-request";

export type SignedIn = Awaited<ReturnType<typeof logIn>>;

export const ADMIN_LOGIN = "admin-login";

export const authenticator = new Authenticator<SignedIn>().use(
  new FormStrategy(({ form, request }) =>
    logIn(
      LoginRequest.parse({ username: form.get("username"), password: form.get("password") }),
      clientAddress(request),
    ),
  ),
  ADMIN_LOGIN,
);

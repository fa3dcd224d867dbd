// Signing an admin in, for both doors: the API's bearer token and the admin UI's session.
import { ShopError } from "~/platform/errors";
import { checkCredentials } from "./admins.server";
import { claimSignInAttempt } from "./login-limit.server";
import type { LoginRequest } from "./login-request";
import { recordSignIn, type SignInDoor } from "./team.server";
import { issueToken } from "./tokens.server";

/** Signs in through `door`, which the team page's list of sign-ins shows. */
export async function logIn(credentials: LoginRequest, client: string, door: SignInDoor) {
  const attempt = await claimSignInAttempt(client, credentials.username);
  const admin = await checkCredentials(credentials.username, credentials.password);
  if (!admin) throw new ShopError("unauthenticated", "Invalid username or password");
  await attempt.succeeded();
  recordSignIn(admin, door);
  return { admin, ...issueToken(admin) };
}

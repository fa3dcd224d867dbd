// Signing an admin in, for both doors: the API's bearer token and the admin UI's session.
import { ShopError } from "~/shop/errors";
import { checkCredentials } from "./admins.server";
import { clearFailedLogins, loginBlockedFor, recordFailedLogin } from "./login-limit.server";
import type { LoginRequest } from "./login-request";
import { issueToken } from "./tokens.server";

export async function logIn(credentials: LoginRequest, client: string) {
  const waitSeconds = await loginBlockedFor(client);
  if (waitSeconds > 0) {
    throw new ShopError(
      "rate-limited",
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
      undefined,
      { retryAfter: waitSeconds },
    );
  }
  const admin = await checkCredentials(credentials.username, credentials.password);
  if (!admin) {
    await recordFailedLogin(client);
    throw new ShopError("unauthenticated", "Invalid username or password");
  }
  await clearFailedLogins(client);
  return { admin, ...issueToken(admin) };
}

// Signing an admin in, for both doors: the API's bearer token and the admin UI's session.
import { z } from "zod";
import { ShopError } from "~/shop/errors";
import { checkCredentials } from "./admins.server";
import { clearFailedLogins, loginBlockedFor, recordFailedLogin } from "./login-limit.server";
import { issueToken } from "./tokens.server";

export const LoginRequest = z.object({
  username: z
    .string({ error: "Username is required." })
    .trim()
    .min(1, "Username is required.")
    .max(100),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

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

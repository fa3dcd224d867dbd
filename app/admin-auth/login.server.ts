// Signing an admin in, through the JSON API or the admin portal: the API's bearer token and the admin UI's session. Every
// sign-in, failed sign-in and refusal goes into the activity log (never the password, and the
// client's address only as a keyed digest).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { db } from "~/db/client.server";
import { admins } from "~/db/schema";
import { recordActivity } from "~/platform/activity.server";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import { checkCredentials } from "./admins.server";
import { deviceOf, rememberDevice } from "./login-device.server";
import { claimSignInAttempt, refuseWhenBusy, SignInRefused } from "./login-limit.server";
import type { LoginRequest } from "./login-request";
import { recordSignIn, type SignInDoor } from "./team.server";
import { issueToken } from "./tokens.server";

/** Wrong username and wrong password read the same, so the answer names no username. */
const INVALID = "Invalid username or password";

/** The client's address as the log keeps it: a digest keyed with the session secret. */
const clientDigest = (client: string) =>
  createHmac("sha256", env().sessionSecrets[0] ?? "")
    .update(`client:${client}`)
    .digest("hex")
    .slice(0, 16);

/**
 * Refusals are logged at most once a minute per username and reason (once for all unknown
 * usernames together), so a flood of refused attempts cannot flood the log; failed checks need no
 * such care, as the sign-in limits already bound them.
 */
const refusalsLogged = new RateLimiterMemory({
  keyPrefix: "sign-in-refusal-logged",
  points: 1,
  duration: 60,
});

async function logRefusal(
  refusal: SignInRefused,
  username: string,
  known: boolean,
  details: Record<string, unknown>,
) {
  const key = `${refusal.reason}:${known ? username.toLowerCase() : "unknown usernames"}`;
  const first = await refusalsLogged.consume(key).then(
    () => true,
    () => false,
  );
  if (!first) return;
  recordActivity({
    actor: username,
    action: "sign-in-refused",
    subject: username,
    details: { ...details, reason: refusal.reason },
  });
}

const adminNamed = (username: string) =>
  db().select({ id: admins.id }).from(admins).where(eq(admins.username, username)).get();

/**
 * Signs in through `door`, which the team page's list of sign-ins and the activity log show.
 * The answer carries a fresh device cookie for this browser (its Set-Cookie).
 */
export async function logIn(
  credentials: LoginRequest,
  { request, client, door }: { request: Request; client: string; door: SignInDoor },
) {
  const { username, password } = credentials;
  const known = adminNamed(username) !== undefined;
  const device = await deviceOf(request, username);
  const details = { door, client: clientDigest(client), ...(device ? { device: true } : {}) };
  let attempt;
  let release = () => {};
  try {
    release = refuseWhenBusy(device);
    attempt = await claimSignInAttempt({ client, username, known, device });
  } catch (error) {
    release();
    if (error instanceof SignInRefused) await logRefusal(error, username, known, details);
    throw error;
  }
  let admin;
  try {
    admin = await checkCredentials(username, password, device ? "trusted" : "ordinary");
  } finally {
    release();
  }
  if (!admin) {
    recordActivity({
      actor: username,
      action: "sign-in-failed",
      subject: username,
      details: { ...details, reason: known ? "wrong password" : "unknown username" },
    });
    throw new ShopError("unauthenticated", INVALID);
  }
  await attempt.succeeded();
  recordSignIn(admin, door);
  recordActivity({ actor: admin.username, action: "sign-in", subject: admin.username, details });
  return {
    admin,
    ...issueToken(admin),
    deviceCookie: await rememberDevice(request, admin.username),
  };
}

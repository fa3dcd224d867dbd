// The device cookie (OWASP's answer to lockouts an outsider can cause): after a successful sign-in
// the browser keeps a signed, httpOnly cookie naming who signed in on it. When a username's
// ceiling of failures across addresses is reached, a sign-in that carries one for that username
// is still checked, within a small budget of its own, so strangers' guesses cannot lock the shop's
// own people out of their own browsers.
import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/platform/env.server";
import { cookieSecure } from "~/platform/origin.server";

/** A year: long enough that the florists' browsers keep it between their sign-ins. */
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
/** A browser shared by the team remembers the last few who signed in on it. */
const REMEMBERED = 5;

const Remembered = z
  .array(z.object({ username: z.string().max(100), nonce: z.string().max(64) }))
  .max(REMEMBERED);
type Remembered = z.infer<typeof Remembered>;

let cookie: ReturnType<typeof createCookie> | undefined;
// Signed (HMAC-SHA256) with the session secrets, so only this shop can make one; rotated secrets
// keep the older cookies valid as long as they keep the older sessions.
const deviceCookie = () =>
  (cookie ??= createCookie("__admin_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_LIFETIME_S,
    secrets: env().sessionSecrets,
  }));

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function remembered(request: Request): Promise<Remembered> {
  try {
    const parsed = Remembered.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : [];
  } catch {
    // A cookie that is not ours, or garbled, simply proves nothing.
    return [];
  }
}

/**
 * This browser's proof of an earlier sign-in as `username`: a key to count its own failures
 * against, or null when it has none (or a forged one).
 */
export async function deviceOf(request: Request, username: string): Promise<string | null> {
  const entry = (await remembered(request)).find((one) => sameName(one.username, username));
  return entry ? `${entry.username.toLowerCase()}:${entry.nonce}` : null;
}

/** The Set-Cookie that makes this browser known for `username` (a fresh nonce, a fresh budget). */
export async function rememberDevice(request: Request, username: string): Promise<string> {
  const others = (await remembered(request)).filter((one) => !sameName(one.username, username));
  const entries = [
    { username: username.toLowerCase(), nonce: randomBytes(16).toString("base64url") },
    ...others,
  ].slice(0, REMEMBERED);
  return deviceCookie().serialize(entries, { secure: cookieSecure(request) });
}

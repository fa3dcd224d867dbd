// The admin UI's session: an httpOnly cookie that carries a server-side token (revocable, expiring,
// the same kind the JSON API issues) and a CSRF secret that every admin form posts back.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import type { Admin } from "~/admin-auth/roles";
import { TOKEN_LIFETIME_MS, revokeToken, verifyToken } from "~/admin-auth/tokens.server";
import { env } from "~/platform/env.server";
import { unsafeFieldName, UNSAFE_FIELD_NAME } from "~/platform/field-names";
import { cookieSecure } from "~/platform/origin.server";

interface SessionData {
  token: string;
  csrf: string;
}
interface FlashData {
  statusMessage: string;
}
type AdminCookieSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__admin",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: TOKEN_LIFETIME_MS / 1000,
      secrets: env().sessionSecrets,
    },
  });
}
const sessionStorage = () => (storage ??= createStorage());

const secureFor = cookieSecure;

export function readSession(request: Request): Promise<AdminCookieSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function saveSession(request: Request, session: AdminCookieSession): Promise<string> {
  return sessionStorage().commitSession(session, { secure: secureFor(request) });
}

function destroy(request: Request, session: AdminCookieSession): Promise<string> {
  return sessionStorage().destroySession(session, { secure: secureFor(request) });
}

/** This session's CSRF secret, created on first use (the caller saves the session). */
export function csrfFor(session: AdminCookieSession): string {
  let csrf = session.get("csrf");
  if (!csrf) {
    csrf = randomBytes(24).toString("base64url");
    session.set("csrf", csrf);
  }
  return csrf;
}

/** The signed-in admin of this session, or null (no cookie, or its token expired or revoked). */
export function sessionAdmin(session: AdminCookieSession): Admin | null {
  return sessionToken(session)?.admin ?? null;
}

export interface SessionToken {
  admin: Admin;
  /** The token itself, to tell this session apart from the admin's others. */
  token: string;
  /** When this session was signed in, and when it ends at the latest (ISO). */
  issuedAt: string;
  expiresAt: string;
  mustChangePassword: boolean;
}

function sessionToken(
  session: AdminCookieSession,
  options?: { recordUse?: boolean },
): SessionToken | null {
  const token = session.get("token");
  if (!token) return null;
  const check = verifyToken(token, undefined, options);
  return check.valid
    ? {
        admin: check.admin,
        token,
        issuedAt: check.issuedAt,
        expiresAt: check.expiresAt,
        mustChangePassword: check.mustChangePassword,
      }
    : null;
}

/** The sign-in page's query after a session ended under the admin's feet. */
const SESSION_ENDED = "session=ended";

/** The sign-in page was reached because a session ended (so it can say so). */
export const sessionHasEnded = (request: Request) =>
  new URL(request.url).search.includes(SESSION_ENDED);

export interface AdminRequest {
  admin: Admin;
  csrf: string;
  session: AdminCookieSession;
  signedIn: SessionToken;
}

/** Where a colleague still on their first password is sent from every other admin page. */
export const CHOOSE_PASSWORD_PAGE = "/admin/choose-password";

export interface GuardOptions {
  recordUse?: boolean;
  /** Only the 'Choose your own password' page lets a colleague on a first password in. */
  choosingPassword?: boolean;
}

/**
 * The guard at the top of every admin loader and action: the signed-in admin, or a redirect to
 * the login page that also clears a dead session. `recordUse: false` for background polls, which
 * must not keep an unattended session from its idle timeout.
 */
export async function requireAdmin(
  request: Request,
  options: GuardOptions = {},
): Promise<AdminRequest> {
  const session = await readSession(request);
  const signedIn = sessionToken(session, options);
  if (!signedIn) {
    // A session that had a token has ended (expired or signed out elsewhere): the sign-in says so.
    const to = session.get("token") ? `/admin?${SESSION_ENDED}` : "/admin";
    throw redirect(to, { headers: { "Set-Cookie": await destroy(request, session) } });
  }
  if (signedIn.mustChangePassword && !options.choosingPassword)
    throw redirect(CHOOSE_PASSWORD_PAGE);
  return { admin: signedIn.admin, csrf: csrfFor(session), session, signedIn };
}

const CSRF_REFUSED = "This form has expired. Please reload the page and try again.";

/**
 * Refuses a post that did not come from one of our own admin pages: the form must carry this
 * session's CSRF secret, and a browser's Origin header, when sent, must be ours.
 */
export function checkCsrf(request: Request, session: AdminCookieSession, form: FormData): void {
  const origin = request.headers.get("Origin");
  const expected = session.get("csrf");
  const sent = form.get("csrf");
  const sameOrigin =
    !origin || origin === new URL(request.url).origin || origin === env().PUBLIC_URL;
  const tokenMatches =
    typeof sent === "string" &&
    !!expected &&
    sent.length === expected.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
  if (!sameOrigin || !tokenMatches) throw new Response(CSRF_REFUSED, { status: 403 });
}

/** The guard for an admin action posted as an ordinary form: the admin and the checked form. */
export async function requireAdminForm(
  request: Request,
  options?: GuardOptions,
): Promise<AdminRequest & { form: FormData }> {
  const guard = await requireAdmin(request, options);
  const form = await request.formData();
  checkCsrf(request, guard.session, form);
  // The server refuses such a form before any action; this holds wherever else it comes from.
  if (unsafeFieldName(form.keys()) !== null) {
    throw new Response(UNSAFE_FIELD_NAME, { status: 400 });
  }
  return { ...guard, form };
}

/** Starts a session for an admin who just signed in, with a fresh CSRF secret. */
export async function startSession(request: Request, token: string): Promise<string> {
  const session = await readSession(request);
  session.set("token", token);
  session.set("csrf", randomBytes(24).toString("base64url"));
  return saveSession(request, session);
}

/** Ends the session on the server too: its token is revoked, so a copied cookie stops working. */
export async function endSession(request: Request): Promise<string> {
  const session = await readSession(request);
  const token = session.get("token");
  if (token) revokeToken(token);
  return destroy(request, session);
}

/** A redirect that shows a status message on the next admin page (it disappears after 3 s). */
export async function redirectWithMessage(
  request: Request,
  session: AdminCookieSession,
  to: string,
  message: string,
): Promise<Response> {
  session.flash("statusMessage", message);
  return redirect(to, { headers: { "Set-Cookie": await saveSession(request, session) } });
}

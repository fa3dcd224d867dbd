// The customer's session: its own cookie (mf_customer: httpOnly, SameSite=Lax, Secure as the
// shop's others, 30 days) holding a random token, and a row keeping only the token's SHA-256, so
// 'Sign out' and 'Sign out everywhere' end it on the server. It is never the admin's: the cookie
// is signed with keys of its own (an admin cookie's value under this name, or this one's under
// the admin's, reads as nothing) and the admin reads only its own cookie and tokens.
import { createHash, randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { customers, customerSessions, type CustomerRow } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { cookieSecure } from "~/platform/origin.server";

export const CUSTOMER_COOKIE = "mf_customer";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

let cookie: Cookie | undefined;
const customerCookie = () =>
  (cookie ??= createCookie(CUSTOMER_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
    secrets: env().sessionSecrets.map((secret) => `customer-session:${secret}`),
  }));

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

async function tokenOf(request: Request): Promise<string | null> {
  const value: unknown = await customerCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** A new session for this customer; the Set-Cookie that carries it. */
export function startCustomerSession(request: Request, customerId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = currentTime();
  db()
    .insert(customerSessions)
    .values({
      id: newId(),
      customerId,
      tokenHash: digest(token),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .run();
  return customerCookie().serialize(token, { secure: cookieSecure(request) });
}

/** The signed-in customer of this request, or null (no cookie, or its session ended). */
export async function signedInCustomer(request: Request): Promise<CustomerRow | null> {
  const token = await tokenOf(request);
  if (!token) return null;
  const row = db()
    .select({ customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, digest(token)),
        gt(customerSessions.expiresAt, currentTime().toISOString()),
      ),
    )
    .get();
  return row?.customer ?? null;
}

/** The Set-Cookie that clears the customer's cookie. */
export const clearedCustomerCookie = (request: Request) =>
  customerCookie().serialize("", { maxAge: 0, secure: cookieSecure(request) });

/** 'Sign out': this browser's session ends on the server; the Set-Cookie that clears it. */
export async function endCustomerSession(request: Request): Promise<string> {
  const token = await tokenOf(request);
  if (token)
    db()
      .delete(customerSessions)
      .where(eq(customerSessions.tokenHash, digest(token)))
      .run();
  return clearedCustomerCookie(request);
}

/** 'Sign out everywhere': every session of this customer ends. */
export function endEveryCustomerSession(customerId: string): void {
  db().delete(customerSessions).where(eq(customerSessions.customerId, customerId)).run();
}

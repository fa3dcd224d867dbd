// Everything under /admin: its own stylesheet, never cached, never indexed. The login page sits
// here directly; the signed-in pages sit in the portal layout (admin._portal.tsx).
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { ADMIN_NOINDEX } from "~/admin-auth/admin-meta";
import adminStyles from "~/styles/admin.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

// Child routes export no `headers`, so these apply to every admin page (their own `meta` would
// replace this route's robots tag; the header keeps admin pages out of search engines anyway).
export const headers: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: MetaFunction = () => [{ title: "Admin" }, ADMIN_NOINDEX];

export default function AdminArea() {
  return <Outlet />;
}

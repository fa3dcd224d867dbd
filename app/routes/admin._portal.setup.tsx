// /admin/setup — the server's settings for owners: each one's state, what it does and how to set
// it and restart, so a florist can open for real without reading the repository. Staff are told
// it is for owners (403).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { OWNERS_ONLY, isOwner } from "~/admin-auth/roles";
import { requireAdmin } from "~/admin-auth/session.server";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import { HowToChangeASetting, ServerSettingsList } from "~/components/admin/setup/server-settings";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { serverSettings } from "~/platform/server-settings.server";
import setupStyles from "~/styles/admin-setup.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: setupStyles }];

export const meta = adminMeta("Server settings");

const TITLE = "Server settings";
const INTRO =
  "Payments, email, the shop's address and its secret are set on the server. Each one below says how it stands and what to write to change it.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  if (!isOwner(admin)) throw new Response(OWNERS_ONLY.setup, { status: 403 });
  return { settings: serverSettings() };
}

export default function AdminSetup() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={TITLE} intro={INTRO} className="setup-page">
      <HowToChangeASetting />
      <ServerSettingsList settings={settings} />
    </AdminPage>
  );
}

/** Staff who open the page are told who may read it, inside the portal. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <AdminPage title={TITLE}>
            <ErrorAlert>{OWNERS_ONLY.setup}</ErrorAlert>
          </AdminPage>
        ),
      }}
    />
  );
}

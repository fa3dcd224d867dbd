// Every admin form posts the session's CSRF secret back (checked by requireAdminForm / checkCsrf).
// Inside the signed-in pages the secret comes from the portal layout's data.
import { useRouteLoaderData } from "@remix-run/react";

export const PORTAL_ROUTE = "routes/admin._portal";

export function useCsrf(): string {
  const portal = useRouteLoaderData<{ csrf: string }>(PORTAL_ROUTE);
  return portal?.csrf ?? "";
}

export function CsrfField({ csrf }: { csrf?: string }) {
  const fromLayout = useCsrf();
  return <input type="hidden" name="csrf" value={csrf ?? fromLayout} />;
}

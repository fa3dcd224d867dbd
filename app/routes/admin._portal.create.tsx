// /admin/create
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminPage() {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">Create Item</h1>
      </header>
    </div>
  );
}

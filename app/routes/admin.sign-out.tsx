// POST /admin/sign-out — ends the session on the server (its token is revoked) and returns to
// the sign-in page. A GET changes nothing.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { checkCsrf, endSession, readSession } from "~/admin-auth/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const session = await readSession(request);
  if (!session.get("token")) return redirect("/admin");
  checkCsrf(request, session, await request.formData());
  return redirect("/admin", { headers: { "Set-Cookie": await endSession(request) } });
}

export const loader = () => redirect("/admin");

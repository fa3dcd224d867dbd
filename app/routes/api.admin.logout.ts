import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, methodNotAllowed } from "~/api/respond.server";
import { requireApiToken } from "~/admin-auth/api-guard.server";
import { revokeToken } from "~/admin-auth/tokens.server";

/** POST /api/admin/logout — revokes exactly the bearer token it is called with → 204. */
export function action({ request }: ActionFunctionArgs) {
  return answer(() => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { token } = requireApiToken(request, { beforePasswordChosen: true });
    revokeToken(token);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

export const loader = () => methodNotAllowed(["POST"]);

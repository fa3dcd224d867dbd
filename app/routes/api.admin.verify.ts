import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { bearerToken, requireApiAdmin } from "~/admin-auth/api-guard.server";
import { verifyToken } from "~/admin-auth/tokens.server";

/** GET /api/admin/verify — is this bearer token still good? */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    const admin = requireApiAdmin(request);
    const check = verifyToken(bearerToken(request)!);
    return json({
      valid: true,
      isAdmin: true,
      username: admin.username,
      expiresAt: check.valid ? check.expiresAt : null,
    });
  });
}

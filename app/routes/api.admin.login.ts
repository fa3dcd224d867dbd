import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { logIn } from "~/admin-auth/login.server";
import { LoginRequest } from "~/admin-auth/login-request";
import { clientAddress } from "~/platform/request-context";

/** POST /api/admin/login {username, password} → {token}, and a device cookie (Set-Cookie). */
export function action({ request, context }: ActionFunctionArgs) {
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const credentials = await readJson(request, LoginRequest);
    const session = await logIn(credentials, {
      request,
      client: clientAddress(context),
      door: "api",
    });
    // A client that keeps cookies is known next time, even while its username is under attack.
    return json(
      { token: session.token, expiresAt: session.expiresAt, username: session.admin.username },
      200,
      { "Set-Cookie": session.deviceCookie },
    );
  });
}

export const loader = () => methodNotAllowed(["POST"]);

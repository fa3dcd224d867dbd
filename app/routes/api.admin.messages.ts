import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { listMessages } from "~/content/messages.server";

/** GET /api/admin/messages — the contact form's messages, newest first. */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    return json(
      listMessages("all").map((message) => ({
        _id: message.id,
        name: message.name,
        email: message.email,
        phone: message.phone,
        message: message.message,
        createdAt: message.createdAt,
        status: message.status,
      })),
    );
  });
}

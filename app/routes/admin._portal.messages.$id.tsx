// /admin/messages/:id — one message, marked read when opened; reply by email, mark done or new.
import { brandName } from "~/content/brand.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { adminMeta } from "~/admin-auth/admin-meta";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { MessageView } from "~/components/admin/messages/message-view";
import { MessageStatusChange, replyLink } from "~/content/messages";
import { openMessage, setMessageStatus } from "~/content/messages.server";
import { shopTime } from "~/orders/admin-order-view.server";
import { invariantResponse } from "~/platform/invariant";
import messagesStyles from "~/styles/admin-messages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStyles }];

export const meta = adminMeta("Message");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const message = openMessage(params.id ?? "");
  invariantResponse(message, "Message Not Found", { status: 404 });
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      text: message.message,
      received: shopTime(message.createdAt),
      status: message.status === "done" ? ("done" as const) : ("new" as const),
      done: message.doneAt ? { at: shopTime(message.doneAt), by: message.doneBy ?? "" } : null,
    },
    reply: replyLink(message, brandName()),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, session, form } = await requireAdminForm(request);
  const submission = parseWithZod(form, { schema: MessageStatusChange });
  invariantResponse(submission.status === "success", "Unknown status", { status: 400 });
  const message = setMessageStatus(params.id ?? "", submission.value.status, admin.username);
  invariantResponse(message, "Message Not Found", { status: 404 });
  const said = submission.value.status === "done" ? "Marked as done." : "Marked as new.";
  return redirectWithMessage(request, session, `/admin/messages/${message.id}`, said);
}

export default function Message() {
  const { message, reply } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={`Message from ${message.name}`}
      intro={`Received ${message.received}`}
      className="messages"
    >
      <MessageView message={message} reply={reply} />
    </AdminPage>
  );
}

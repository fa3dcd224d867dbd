// /admin/messages?show=new|done|all — the contact form's messages, newest first.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { MessagesList } from "~/components/admin/messages/messages-list";
import { firstWords, messageFilter } from "~/content/messages";
import { listMessages } from "~/content/messages.server";
import { shopTime } from "~/orders/admin-order-view.server";
import messagesStyles from "~/styles/admin-messages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStyles }];

export const meta = adminMeta("Messages");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const show = messageFilter(new URL(request.url).searchParams.get("show"));
  return {
    show,
    messages: listMessages(show).map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      opening: firstWords(message.message),
      received: shopTime(message.createdAt),
      receivedAt: message.createdAt,
      status: message.status === "done" ? ("done" as const) : ("new" as const),
      unread: message.readAt === null,
    })),
  };
}

export default function Messages() {
  const { show, messages } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Messages"
      intro="What customers wrote through the contact form, newest first (Dubai time)."
      className="messages"
    >
      <MessagesList show={show} messages={messages} />
    </AdminPage>
  );
}

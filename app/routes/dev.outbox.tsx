// Development only: the emails the shop would have sent, read from the outbox folder.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/platform/env.server";
import { invariantResponse } from "~/platform/invariant";
import { outboxMessages } from "~/platform/mailer.server";

export const meta: MetaFunction = () => [
  { title: "Outbox (development)" },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  invariantResponse(env().NODE_ENV !== "production" && !env().SMTP_URL, "Not found", {
    status: 404,
  });
  return { messages: await outboxMessages() };
}

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <section className="container section" aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="title">
        Outbox
      </h1>
      <p className="prose">Emails written here because no SMTP_URL is set. Newest first.</p>
      {messages.length === 0 ? <p>No emails yet.</p> : null}
      {messages.map((message) => (
        <details key={message.name} style={{ marginTop: 24 }}>
          <summary>{message.name}</summary>
          <pre style={{ whiteSpace: "pre-wrap", fontSize: 13 }}>{message.raw}</pre>
        </details>
      ))}
    </section>
  );
}

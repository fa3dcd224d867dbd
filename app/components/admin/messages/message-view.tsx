// One message: who wrote and how to reach them, the message as written, and what to do with it:
// reply by email (the admin's own mail program), mark it done, or back to new.
import { Form, Link } from "@remix-run/react";
import type { MessageStatus } from "~/content/messages";
import { CsrfField } from "../csrf-field";
import { MessageStatusTag } from "./messages-list";

export interface OpenMessage {
  name: string;
  email: string;
  phone: string;
  text: string;
  status: MessageStatus;
  done: { at: string; by: string } | null;
}

export function MessageView({ message, reply }: { message: OpenMessage; reply: string }) {
  const next: MessageStatus = message.status === "done" ? "new" : "done";
  return (
    <article className="message admin-panel" aria-label={`Message from ${message.name}`}>
      <dl className="message__from">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        {message.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Status</dt>
          <dd>
            <MessageStatusTag status={message.status} />
            {message.done ? (
              <span className="message__done">{` by ${message.done.by}, ${message.done.at}`}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="message__text">{message.text}</p>
      <div className="message__actions">
        <a className="button" href={reply}>
          Reply by email
        </a>
        <Form method="post">
          <CsrfField />
          <button type="submit" name="status" value={next} className="button button--secondary">
            {next === "done" ? "Mark as done" : "Mark as new"}
          </button>
        </Form>
        <Link to="/admin/messages" className="message__back">
          Back to messages
        </Link>
      </div>
    </article>
  );
}

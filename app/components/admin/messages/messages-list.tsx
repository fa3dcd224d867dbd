// The inbox: a filter (New, Done, All) as plain links, then one row per message, newest first;
// each row opens the message. Unread ones stand out in weight and say so to screen readers.
import { Link } from "@remix-run/react";
import type { MessageFilter, MessageStatus } from "~/content/messages";

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  opening: string;
  received: string;
  receivedAt: string;
  status: MessageStatus;
  unread: boolean;
}

const FILTERS: readonly (readonly [MessageFilter, string])[] = [
  ["new", "New"],
  ["done", "Done"],
  ["all", "All"],
];

const EMPTY: Record<MessageFilter, string> = {
  new: "No new messages. Everything has been answered.",
  done: "No message has been marked as done yet.",
  all: "No messages yet. They arrive here from the contact form.",
};

export function MessagesList({ show, messages }: { show: MessageFilter; messages: MessageRow[] }) {
  return (
    <>
      <nav className="messages-filter" aria-label="Show messages">
        {FILTERS.map(([value, label]) => (
          <Link
            key={value}
            to={`/admin/messages?show=${value}`}
            className="messages-filter__link"
            aria-current={value === show ? "page" : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="messages-empty">{EMPTY[show]}</p>
      ) : (
        <ul className="messages-list" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={`/admin/messages/${message.id}`}
                className={message.unread ? "message-row message-row--unread" : "message-row"}
              >
                <span className="message-row__who">
                  <span className="message-row__name">
                    {message.name}
                    {message.unread ? <span className="visually-hidden"> (unread)</span> : null}
                  </span>
                  <span className="message-row__email">{message.email}</span>
                </span>
                <span className="message-row__opening">{message.opening}</span>
                <span className="message-row__meta">
                  <time dateTime={message.receivedAt}>{message.received}</time>
                  <MessageStatusTag status={message.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return (
    <span className={`message-status message-status--${status}`}>
      {status === "done" ? "Done" : "New"}
    </span>
  );
}

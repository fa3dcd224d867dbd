// 'Needs attention': emails the mail server would not take within a day of tries, or refused for
// good, each with the reason and a 'Send again' form (a plain POST, so it works without
// JavaScript). The dashboard shows the section only when something is listed.
import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/admin/csrf-field";

export const SEND_AGAIN = "send-again";

export interface FailedEmail {
  id: string;
  recipient: string;
  subject: string;
  /** ISO timestamp, for <time>. */
  failedAt: string;
  /** The same moment on the shop clock, for people. */
  failed: string;
  reason: string;
}

function SendAgain({ id }: { id: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === SEND_AGAIN &&
    navigation.formData?.get("id") === id;
  return (
    <Form method="post" className="dash-attention__form">
      <CsrfField />
      <input type="hidden" name="intent" value={SEND_AGAIN} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? "Sending…" : "Send again"}
      </button>
    </Form>
  );
}

export function NeedsAttention({ emails }: { emails: FailedEmail[] }) {
  return (
    <section className="admin-panel dash-attention" aria-labelledby="dash-attention-title">
      <h2 id="dash-attention-title" className="eyebrow admin-panel__title">
        Needs attention
      </h2>
      <p className="dash-attention__intro">
        {emails.length === 1 ? "This email was" : "These emails were"} not delivered: the mail
        server refused {emails.length === 1 ? "it" : "them"}, or could not be reached for a day.
        Check the address or the mail settings, then send again.
      </p>
      <ul className="dash-attention__list">
        {emails.map((email) => (
          <li key={email.id} className="dash-attention__item">
            <div className="dash-attention__what">
              <p className="dash-attention__subject">{email.subject}</p>
              <p className="dash-attention__meta">
                To {email.recipient} · failed <time dateTime={email.failedAt}>{email.failed}</time>
              </p>
              <p className="dash-attention__reason">{email.reason}</p>
            </div>
            <SendAgain id={email.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// The address book: each recipient with their address and occasions ('Don't remind me about
// this any more', delete), 'Edit' (the form below, filled in: a link, so no scripts are needed)
// and 'Delete', then the form to add one or edit the one chosen.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { SavedRecipient } from "~/accounts/recipients.server";
import { AddressLines } from "~/components/address-lines";
import type { Emirate } from "~/delivery/address";
import type { ZoneText } from "~/delivery/zones";
import { useTranslator } from "~/i18n/use-translator";
import { OccasionList } from "./occasion-list";
import { RecipientEditor, type RecipientDefaults } from "./recipient-form";

export interface RecipientsView {
  saved: SavedRecipient[];
  areas: { emirate: Emirate; areas: ZoneText[] }[];
  editing: RecipientDefaults | null;
  /** Each occasion's next date, by occasion id. */
  nextDates: Record<string, string | null>;
}

/** An occasion the action refused: which recipient's form, and why. */
export interface OccasionRefusal {
  recipientId: string;
  /** A refusal's text (a message id said in the page's language). */
  message: string;
}

function RecipientCard({
  recipient,
  nextDates,
  refusal,
}: {
  recipient: SavedRecipient;
  nextDates: RecipientsView["nextDates"];
  refusal: OccasionRefusal | undefined;
}) {
  const { t, path } = useTranslator();
  const titleId = `recipient-${recipient.id}`;
  return (
    <li className="account-recipient">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="account-recipient__name">
          <bdi>{recipient.name}</bdi>
        </h3>
        <p dir="ltr" className="account-recipient__phone">
          {recipient.phone}
        </p>
        <p className="account-recipient__address">
          <AddressLines address={recipient.address} />
        </p>
        <div className="account-recipient__actions">
          <Link
            to={`${path("/account")}?edit=${recipient.id}#recipient-form`}
            className="button button--secondary"
            aria-label={t("account.recipients.editNamed", { name: recipient.name })}
          >
            {t("account.recipients.edit")}
          </Link>
          <Form method="post" action={path("/account#recipients")}>
            <input type="hidden" name="recipientId" value={recipient.id} />
            <button
              type="submit"
              name="intent"
              value="delete-recipient"
              className="text-button"
              aria-label={t("account.recipients.deleteNamed", { name: recipient.name })}
            >
              {t("account.recipients.delete")}
            </button>
          </Form>
        </div>
        <OccasionList
          recipient={recipient}
          nextDates={nextDates}
          refusal={refusal?.recipientId === recipient.id ? refusal.message : undefined}
        />
      </article>
    </li>
  );
}

export function Recipients({
  recipients,
  reply,
  occasionReply,
}: {
  recipients: RecipientsView;
  reply: SubmissionResult<string[]> | undefined;
  occasionReply: OccasionRefusal | undefined;
}) {
  const { t } = useTranslator();
  return (
    <section id="recipients" className="account-recipients" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="account-settings__title">
        {t("account.recipients.heading")}
      </h2>
      <p>{t("account.recipients.lede")}</p>
      {recipients.saved.length === 0 ? <p>{t("account.recipients.none")}</p> : null}
      <ul className="account-recipients__list">
        {recipients.saved.map((recipient) => (
          <RecipientCard
            key={recipient.id}
            recipient={recipient}
            nextDates={recipients.nextDates}
            refusal={occasionReply}
          />
        ))}
      </ul>
      <div id="recipient-form">
        <RecipientEditor
          key={recipients.editing?.recipientId ?? "new"}
          editing={recipients.editing}
          areas={recipients.areas}
          reply={reply}
        />
      </div>
    </section>
  );
}

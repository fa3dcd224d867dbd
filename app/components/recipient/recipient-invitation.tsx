// On the customer's thank-you page, for a gift whose address the recipient gives: the private link
// to share (selectable, a plain link) and a WhatsApp share link carrying it, with what the
// recipient will see.
import { useTranslator } from "~/i18n/use-translator";

export interface RecipientInvitationView {
  recipientName: string;
  url: string;
  whatsapp: string;
}

export function RecipientInvitation({
  invitation,
  headingId = "recipient-invite-title",
}: {
  invitation: RecipientInvitationView;
  /** Unique on the page: an order of several gifts shows one invitation per gift. */
  headingId?: string;
}) {
  const { t } = useTranslator();
  const name = <bdi dir="auto">{invitation.recipientName}</bdi>;
  // The name keeps its own direction inside the sentence; the sentence is split around it.
  const [before, after] = t("recipient.invite.text", { name: "\u0000" }).split("\u0000");
  const [titleBefore, titleAfter] = t("recipient.invite.title", { name: "\u0000" }).split("\u0000");
  return (
    <section className="recipient-invite" aria-labelledby={headingId}>
      <h2 id={headingId} className="recipient-invite__title">
        {titleBefore}
        {name}
        {titleAfter}
      </h2>
      <p className="recipient-invite__text">
        {before}
        {name}
        {after}
      </p>
      <p className="recipient-invite__link">
        <span className="recipient-invite__label">{t("recipient.invite.link")}</span>{" "}
        <a href={invitation.url} dir="ltr" className="text-link" data-recipient-link>
          {invitation.url}
        </a>
      </p>
      <p>
        <a
          href={invitation.whatsapp}
          className="button button--secondary"
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("recipient.invite.whatsapp")}
        </a>
      </p>
    </section>
  );
}

// A recipient's occasions: each with its next date, 'Don't remind me about this any more' (or
// 'Remind me again') and 'Delete'; then 'Add an occasion' (a kind and, for a birthday, an
// anniversary or a date of one's own, the day). Plain posts: they work without scripts.
import { Form } from "@remix-run/react";
import { useId } from "react";
import { hasOwnDate } from "~/accounts/occasion-dates";
import type { SavedRecipient } from "~/accounts/recipients.server";
import { OCCASION_KINDS, type OccasionKind } from "~/db/occasion-kinds";
import type { RecipientOccasionRow } from "~/db/schema";
import { useTranslator } from "~/i18n/use-translator";
import { occasionName } from "./occasion-name";

function OccasionItem({ occasion, next }: { occasion: RecipientOccasionRow; next: string | null }) {
  const { t, path, date } = useTranslator();
  const name = occasionName(occasion, t);
  return (
    <li className="account-occasion">
      <span className="account-occasion__name">
        <bdi>{name}</bdi>
        {next ? ` · ${date(next, "long")}` : null}
        {occasion.mutedAt ? ` · ${t("account.occasions.muted")}` : null}
      </span>
      <Form
        method="post"
        action={path("/account#recipients")}
        className="account-occasion__actions"
      >
        <input type="hidden" name="occasionId" value={occasion.id} />
        {occasion.mutedAt ? (
          <button type="submit" name="intent" value="unmute-occasion" className="text-button">
            {t("account.occasions.unmute")}
          </button>
        ) : (
          <button type="submit" name="intent" value="mute-occasion" className="text-button">
            {t("account.occasions.mute")}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="delete-occasion"
          className="text-button"
          aria-label={t("account.occasions.deleteNamed", { name })}
        >
          {t("account.occasions.delete")}
        </button>
      </Form>
    </li>
  );
}

export function OccasionList({
  recipient,
  nextDates,
  refusal,
}: {
  recipient: SavedRecipient;
  nextDates: Record<string, string | null>;
  refusal: string | undefined;
}) {
  const { t, path, say } = useTranslator();
  const id = useId();
  const kindLabel = (kind: OccasionKind) => t(`account.occasions.kind.${kind}`);
  return (
    <div className="account-occasions">
      <h4 className="account-occasions__title">{t("account.occasions.heading")}</h4>
      {recipient.occasions.length > 0 ? (
        <ul className="account-occasions__list">
          {recipient.occasions.map((occasion) => (
            <OccasionItem
              key={occasion.id}
              occasion={occasion}
              next={nextDates[occasion.id] ?? null}
            />
          ))}
        </ul>
      ) : null}
      <Form
        method="post"
        action={path("/account#recipients")}
        className="account-occasions__add"
        aria-label={t("account.occasions.addFor", { name: recipient.name })}
      >
        <input type="hidden" name="recipientId" value={recipient.id} />
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t("account.occasions.kindLabel")}</label>
          <select id={`${id}-kind`} name="kind" className="select" defaultValue="birthday">
            {OCCASION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t("account.occasions.date")}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            className="input"
            aria-describedby={`${id}-date-hint${refusal ? ` ${id}-error` : ""}`}
            aria-invalid={refusal ? true : undefined}
          />
          <p id={`${id}-date-hint`} className="field-hint">
            {t("account.occasions.dateHint", {
              kinds: OCCASION_KINDS.filter(hasOwnDate).map(kindLabel).join(", "),
            })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-label`}>{t("account.occasions.label")}</label>
          <input id={`${id}-label`} name="label" className="input" maxLength={60} />
        </div>
        {refusal ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {say(refusal)}
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="add-occasion"
          className="button button--secondary"
        >
          {t("account.occasions.add")}
        </button>
      </Form>
    </div>
  );
}

// A reminder of a recipient's occasion, in the customer's language: who, what and when, a link
// that opens the shop for that date and recipient, 'Don't remind me about this any more', and the
// list headers every reminder carries (one-click unsubscribe, RFC 8058).
import { brandName } from "~/content/brand.server";
import type { OccasionKind } from "~/db/occasion-kinds";
import { localisedPath, type Language } from "~/i18n/languages";
import { deliveryDateText } from "~/mail/delivery-texts.server";
import { framedMail, mailWords } from "~/mail/frame.server";
import type { Mail } from "~/platform/mailer.server";
import { muteOccasionPath, stopRemindersUrl } from "./reminder-links.server";

export interface Reminder {
  customerId: string;
  email: string;
  language: Language;
  recipientId: string;
  recipientName: string;
  occasionId: string;
  kind: OccasionKind;
  label: string | null;
  /** The occasion's day, YYYY-MM-DD. */
  date: string;
  /** Days before it: 7 or 2. */
  lead: number;
}

export function reminderMail(reminder: Reminder): Mail {
  const { language } = reminder;
  const { t, say } = mailWords(language);
  const occasion =
    reminder.kind === "own-date" && reminder.label
      ? reminder.label
      : t(`account.occasions.kind.${reminder.kind}`);
  const date = deliveryDateText(reminder.date, language);
  const shopName = brandName(language);
  const values = { date, days: reminder.lead, shopName };
  const isolated = { name: reminder.recipientName, occasion };
  const mail = framedMail(reminder.email, {
    language,
    subject: t("emails.reminder.subject", { ...values, ...isolated }),
    lines: [
      say("emails.reminder.intro", values, isolated),
      "",
      t("emails.reminder.order"),
      "",
      t("emails.reminder.why", { shopName }),
    ],
    links: [
      {
        text: t("emails.reminder.shop"),
        href: localisedPath(
          `/collection?date=${reminder.date}&recipient=${reminder.recipientId}`,
          language,
        ),
      },
      { text: t("emails.reminder.mute"), href: muteOccasionPath(reminder.occasionId, language) },
      { text: t("emails.reminder.stop"), href: stopRemindersUrl(reminder.customerId, language) },
    ],
  });
  return {
    ...mail,
    listHeaders: {
      "List-Unsubscribe": `<${stopRemindersUrl(reminder.customerId, language)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

// Direct support beside the contact form: phone, WhatsApp, Instagram, the boutique and its hours.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { TitledSection } from "~/components/titled-section";
import { ADDRESS_LINES, CONTACT, HOURS } from "~/content/contact-details";
import { useTranslator } from "~/i18n/use-translator";
import { generalEnquiry } from "~/content/whatsapp";
import { TrackedLink } from "./tracked-link";

const WHATSAPP_DISPLAY =
  parsePhoneNumberFromString(`+${CONTACT.whatsAppNumber}`)?.formatInternational() ??
  `+${CONTACT.whatsAppNumber}`;

export function DirectSupport() {
  const { t, language } = useTranslator();
  return (
    <TitledSection
      as="aside"
      className="direct-support"
      id="direct-support-title"
      title={t("pages.support.title")}
      titleClassName="direct-support__title"
    >
      <p className="direct-support__promise">{t("pages.support.promise")}</p>
      <dl className="direct-support__list">
        <div>
          <dt className="eyebrow">{t("pages.support.telephone")}</dt>
          <dd>
            <TrackedLink href={CONTACT.phoneHref} event="phone_click" placement="contact_direct">
              <bdi dir="ltr">{CONTACT.phoneDisplay}</bdi>
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">{t("pages.support.whatsapp")}</dt>
          <dd>
            <TrackedLink
              href={generalEnquiry(language)}
              event="whatsapp_click"
              placement="contact_direct"
            >
              <bdi dir="ltr">{WHATSAPP_DISPLAY}</bdi>
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">{t("pages.support.instagram")}</dt>
          <dd>
            <TrackedLink
              href={CONTACT.instagramUrl}
              event="instagram_click"
              placement="contact_direct"
            >
              <bdi dir="ltr">{CONTACT.instagramHandle}</bdi>
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">{t("pages.support.boutique")}</dt>
          <dd>
            <address>
              {ADDRESS_LINES.map((line) => (
                <span key={line}>{t(line)}</span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">{t("pages.support.hours")}</dt>
          <dd>{t(HOURS)}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

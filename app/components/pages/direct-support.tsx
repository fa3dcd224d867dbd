// Direct support beside the contact form: phone, WhatsApp, Instagram, the boutique and its hours,
// as the shop content gives them; a way of reaching us that is not set is left out.
import { TitledSection } from "~/components/titled-section";
import { ContentLines, ContentText } from "~/components/content-text";
import { instagramHandle, phoneHref } from "~/content/contact-links";
import { whatsAppDisplay } from "~/content/whatsapp-display";
import { useContact } from "~/content/shop-context";
import { useTranslator } from "~/i18n/use-translator";
import { generalEnquiry } from "~/content/whatsapp";
import { TrackedLink } from "./tracked-link";

export function DirectSupport() {
  const { t, language } = useTranslator();
  const contact = useContact();
  const phone = phoneHref(contact.phone);
  const whatsApp = generalEnquiry(contact.whatsapp, language);
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
        {phone ? (
          <div>
            <dt className="eyebrow">{t("pages.support.telephone")}</dt>
            <dd>
              <TrackedLink href={phone} event="phone_click" placement="contact_direct">
                <bdi dir="ltr">{contact.phone}</bdi>
              </TrackedLink>
            </dd>
          </div>
        ) : null}
        {whatsApp ? (
          <div>
            <dt className="eyebrow">{t("pages.support.whatsapp")}</dt>
            <dd>
              <TrackedLink href={whatsApp} event="whatsapp_click" placement="contact_direct">
                <bdi dir="ltr">{whatsAppDisplay(contact.whatsapp)}</bdi>
              </TrackedLink>
            </dd>
          </div>
        ) : null}
        {contact.instagram ? (
          <div>
            <dt className="eyebrow">{t("pages.support.instagram")}</dt>
            <dd>
              <TrackedLink
                href={contact.instagram}
                event="instagram_click"
                placement="contact_direct"
              >
                <bdi dir="ltr">{instagramHandle(contact.instagram)}</bdi>
              </TrackedLink>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="eyebrow">{t("pages.support.boutique")}</dt>
          <dd>
            <ContentLines text={contact.address} />
          </dd>
        </div>
        <div>
          <dt className="eyebrow">{t("pages.support.hours")}</dt>
          <dd>
            <ContentText text={contact.hours} />
          </dd>
        </div>
      </dl>
    </TitledSection>
  );
}

// Direct support beside the contact form: phone, WhatsApp, Instagram, the boutique and its hours.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { TitledSection } from "~/components/titled-section";
import { CONTACT } from "~/content/contact-details";
import { generalEnquiry } from "~/content/whatsapp";
import { TrackedLink } from "./tracked-link";

const WHATSAPP_DISPLAY =
  parsePhoneNumberFromString(`+${CONTACT.whatsAppNumber}`)?.formatInternational() ??
  `+${CONTACT.whatsAppNumber}`;

export function DirectSupport() {
  return (
    <TitledSection
      as="aside"
      className="direct-support"
      id="direct-support-title"
      title="Direct Support"
      titleClassName="direct-support__title"
    >
      <p className="direct-support__promise">
        Prefer to speak to someone? Our florists answer the telephone and WhatsApp throughout
        opening hours, and reply to every written message within 24 hours.
      </p>
      <dl className="direct-support__list">
        <div>
          <dt className="eyebrow">Telephone</dt>
          <dd>
            <TrackedLink href={CONTACT.phoneHref} event="phone_click" placement="contact_direct">
              {CONTACT.phoneDisplay}
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">WhatsApp</dt>
          <dd>
            <TrackedLink href={generalEnquiry()} event="whatsapp_click" placement="contact_direct">
              {WHATSAPP_DISPLAY}
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">Instagram</dt>
          <dd>
            <TrackedLink
              href={CONTACT.instagramUrl}
              event="instagram_click"
              placement="contact_direct"
            >
              {CONTACT.instagramHandle}
            </TrackedLink>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">Boutique</dt>
          <dd>
            <address>
              {CONTACT.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">Opening hours</dt>
          <dd>{CONTACT.hours}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

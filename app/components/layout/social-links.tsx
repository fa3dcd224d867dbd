// The Instagram and WhatsApp buttons SPEC.md §2 places in the menu and floating on every page.
import { track } from "~/analytics/data-layer";
import { CONTACT } from "~/storefront/contact-details";
import { generalEnquiry } from "~/storefront/whatsapp";
import { InstagramIcon, WhatsAppIcon } from "./icons";
import { BEHIND_MENU } from "./menu-behaviour";

interface SocialButtonProps {
  /** Where the button sits, for analytics. */
  placement: "menu" | "floating" | "footer";
  className?: string;
  /** Show the name beside the icon (the menu); otherwise the icon alone with a label. */
  withText?: boolean;
  label?: string;
}

export function InstagramButton({
  placement,
  className,
  withText,
  label = "Follow us on Instagram",
}: SocialButtonProps) {
  return (
    <a
      className={className}
      href={CONTACT.instagramUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withText ? undefined : label}
      onClick={() => track("instagram_click", { placement })}
    >
      <InstagramIcon />
      {withText ? <span>Instagram</span> : null}
    </a>
  );
}

export function WhatsAppButton({
  placement,
  className,
  withText,
  label = "Chat with us on WhatsApp",
}: SocialButtonProps) {
  return (
    <a
      className={className}
      href={generalEnquiry()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withText ? undefined : label}
      onClick={() => track("whatsapp_click", { placement })}
    >
      <WhatsAppIcon />
      {withText ? <span>WhatsApp</span> : null}
    </a>
  );
}

/** Floating at the lower right of every public page. */
export function FloatingContact() {
  return (
    <div className="floating-contact" {...{ [BEHIND_MENU]: "" }}>
      <InstagramButton placement="floating" className="floating-contact__button" />
      <WhatsAppButton placement="floating" className="floating-contact__button" />
    </div>
  );
}

// The social buttons: in the menu, in the footer and floating on every page.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { track, type AnalyticsEvent } from "~/analytics/data-layer";
import { useContact, type ContactDetails } from "~/content/shop-context";
import { generalEnquiry } from "~/content/whatsapp";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "./icons";
import { BEHIND_MENU } from "./menu-behaviour";
import type { Language } from "~/i18n/languages";
import type { MessageId } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";

export type SocialNetwork = "instagram" | "whatsapp" | "facebook";

const NETWORKS: Record<
  SocialNetwork,
  {
    name: MessageId;
    /** The icon's label where it stands alone. */
    label: MessageId;
    /** Where it leads, from the shop's contact details; null when none is set (no button). */
    href: (contact: ContactDetails, language: Language) => string | null;
    Icon: () => JSX.Element;
    /** What a click tells the data layer, if anything. */
    event?: AnalyticsEvent;
  }
> = {
  instagram: {
    name: "layout.social.instagram",
    label: "layout.social.instagramLabel",
    href: (contact) => contact.instagram,
    Icon: InstagramIcon,
    event: "instagram_click",
  },
  whatsapp: {
    name: "layout.social.whatsapp",
    label: "layout.social.whatsappLabel",
    href: (contact, language) => generalEnquiry(contact.whatsapp, language),
    Icon: WhatsAppIcon,
    event: "whatsapp_click",
  },
  facebook: {
    name: "layout.social.facebook",
    label: "layout.social.facebook",
    href: (contact) => contact.facebook,
    Icon: FacebookIcon,
  },
};

interface SocialButtonProps {
  network: SocialNetwork;
  /** Where the button sits, for analytics. */
  placement: "menu" | "floating" | "footer";
  className?: string;
  /** Show the name beside the icon (the menu); otherwise the icon alone with a label. */
  withText?: boolean;
  /** Label the icon with the network's name alone (the footer's column already says why). */
  nameOnly?: boolean;
}

export function SocialButton({
  network,
  placement,
  className,
  withText,
  nameOnly,
}: SocialButtonProps) {
  const { name, label, href, Icon, event } = NETWORKS[network];
  const { t, language } = useTranslator();
  const to = href(useContact(), language);
  if (!to) return null;
  return (
    <a
      className={className}
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withText ? undefined : t(nameOnly ? name : label)}
      onClick={event ? () => track(event, { placement }) : undefined}
    >
      <Icon />
      {withText ? <span>{t(name)}</span> : null}
    </a>
  );
}

/** The networks the shop has a link for, of those asked. */
export function useNetworks(networks: SocialNetwork[]): SocialNetwork[] {
  const contact = useContact();
  const { language } = useTranslator();
  return networks.filter((network) => NETWORKS[network].href(contact, language) !== null);
}

/** The two ways to reach the boutique, as the menu and the floating buttons carry them. */
export function TalkToUs(props: Omit<SocialButtonProps, "network" | "nameOnly">) {
  return (
    <>
      <SocialButton network="instagram" {...props} />
      <SocialButton network="whatsapp" {...props} />
    </>
  );
}

/**
 * Marks a part of a page the floating buttons must never cover: a form the customer fills in
 * (the purchase options, the checkout form, the contact form).
 */
export const KEEP_CLEAR = { "data-floating-clear": "" } as const;

/**
 * Floating at the lower right of every public page, except while a KEEP_CLEAR part is on screen
 * (with scripts) or on pages that have one (without; layout.css). The menu and the footer carry
 * the same two links.
 */
export function FloatingContact() {
  const clearing = useKeepClearInView();
  if (useNetworks(["instagram", "whatsapp"]).length === 0) return null;
  return (
    <div className={`floating-contact${clearing ? " is-clearing" : ""}`} {...{ [BEHIND_MENU]: "" }}>
      <TalkToUs placement="floating" className="floating-contact__button" />
    </div>
  );
}

/** True while any KEEP_CLEAR element of the current page intersects the viewport. */
function useKeepClearInView(): boolean {
  const { pathname, search } = useLocation();
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const showing = new Set<Element>();
    setInView(false);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) showing.add(entry.target);
        else showing.delete(entry.target);
      }
      setInView(showing.size > 0);
    });
    const observeAll = () =>
      document
        .querySelectorAll("[data-floating-clear]")
        .forEach((target) => observer.observe(target));
    observeAll();
    // A part may arrive after the page (the checkout form loads when its step opens).
    const arrivals = new MutationObserver(observeAll);
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      observer.disconnect();
    };
    // The page's parts change with the route and its choices (e.g. the checkout form appears).
  }, [pathname, search]);
  return inView;
}

// The social buttons: in the menu, in the footer and floating on every page.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
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
 * (the purchase options, the checkout form, the contact form) or an order's details (thank-you).
 */
export const KEEP_CLEAR = { "data-floating-clear": "" } as const;

/**
 * Marks a part the floating buttons leave while it is on screen, with scripts only: the footer,
 * whose sign-up and links they would otherwise sit on (it carries the same links itself).
 * Without scripts the footer keeps their corner free instead (layout.css).
 */
export const KEEP_CLEAR_SCRIPTED = { "data-floating-clear-scripted": "" } as const;

/**
 * Floating at the lower right of every public page, except while a KEEP_CLEAR part is on screen
 * (with scripts) or on pages that have one (without; layout.css). The menu and the footer carry
 * the same two links.
 */
export function FloatingContact() {
  const element = useRef<HTMLDivElement>(null);
  const clearing = useKeepClearInView(element);
  if (useNetworks(["instagram", "whatsapp"]).length === 0) return null;
  return (
    <div
      ref={element}
      className={`floating-contact${clearing ? " is-clearing" : ""}`}
      {...{ [BEHIND_MENU]: "" }}
    >
      <TalkToUs placement="floating" className="floating-contact__button" />
    </div>
  );
}

/** The room kept around the buttons: a control closer than this counts as under them. */
const ROOM = 8;

/**
 * True while any KEEP_CLEAR element of the current page intersects the viewport, or a control of
 * a KEEP_CLEAR_SCRIPTED part (a link, a button, a field) passes under the buttons themselves.
 */
function useKeepClearInView(floating: RefObject<HTMLElement>): boolean {
  const { pathname, search } = useLocation();
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const showing = new Set<Element>();
    setInView(false);
    const onChange = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        if (entry.isIntersecting) showing.add(entry.target);
        else showing.delete(entry.target);
      }
      setInView(showing.size > 0);
    };
    const observer = new IntersectionObserver(onChange);
    // The buttons' own box (laid out even while hidden) as the area a control must stay out of.
    let corner: IntersectionObserver | null = null;
    const box = floating.current?.getBoundingClientRect();
    if (box && box.width > 0) {
      const { innerWidth, innerHeight } = window;
      const margins = [
        box.top - ROOM,
        innerWidth - box.right - ROOM,
        innerHeight - box.bottom - ROOM,
        box.left - ROOM,
      ].map((margin) => `${-Math.max(0, Math.round(margin))}px`);
      corner = new IntersectionObserver(onChange, { rootMargin: margins.join(" ") });
    }
    const observeAll = () => {
      document.querySelectorAll("[data-floating-clear]").forEach((target) => {
        observer.observe(target);
      });
      document
        .querySelectorAll("[data-floating-clear-scripted] :is(a, button, input, select, textarea)")
        .forEach((target) => corner?.observe(target));
    };
    observeAll();
    // A part may arrive after the page (the checkout form loads when its step opens).
    const arrivals = new MutationObserver(observeAll);
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      observer.disconnect();
      corner?.disconnect();
    };
    // The page's parts change with the route and its choices (e.g. the checkout form appears).
  }, [pathname, search, floating]);
  return inView;
}

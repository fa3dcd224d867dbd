// The Instagram and WhatsApp buttons SPEC.md §2 places in the menu and floating on every page.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { track } from "~/analytics/data-layer";
import { CONTACT } from "~/content/contact-details";
import { generalEnquiry } from "~/content/whatsapp";
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
  return (
    <div className={`floating-contact${clearing ? " is-clearing" : ""}`} {...{ [BEHIND_MENU]: "" }}>
      <InstagramButton placement="floating" className="floating-contact__button" />
      <WhatsAppButton placement="floating" className="floating-contact__button" />
    </div>
  );
}

/** True while any KEEP_CLEAR element of the current page intersects the viewport. */
function useKeepClearInView(): boolean {
  const { pathname, search } = useLocation();
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const targets = document.querySelectorAll("[data-floating-clear]");
    const showing = new Set<Element>();
    setInView(false);
    if (targets.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) showing.add(entry.target);
        else showing.delete(entry.target);
      }
      setInView(showing.size > 0);
    });
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
    // The page's parts change with the route and its choices (e.g. the checkout form appears).
  }, [pathname, search]);
  return inView;
}

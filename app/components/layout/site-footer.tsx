// The site footer: the newsletter, the boutique, quick links, social links and the
// 2025 copyright line.
import type { ReactNode } from "react";
import { track } from "~/analytics/data-layer";
import { TitledSection } from "~/components/titled-section";
import { CONTACT } from "~/content/contact-details";
import { BEHIND_MENU } from "./menu-behaviour";
import { QUICK_LINKS } from "~/content/navigation";
import { LinkList } from "./link-list";
import { NewsletterForm } from "./newsletter-form";
import { SocialButton, type SocialNetwork } from "./social-links";

const FOLLOW: SocialNetwork[] = ["instagram", "whatsapp", "facebook"];

/** One column of the footer, under its small heading. */
function FooterColumn(props: {
  as?: "section" | "nav";
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      {...props}
      className="site-footer__column"
      titleClassName="site-footer__heading"
    />
  );
}

export function SiteFooter({ shopName }: { shopName: string }) {
  return (
    <footer className="site-footer" {...{ [BEHIND_MENU]: "" }}>
      <div className="container site-footer__grid">
        <TitledSection
          className="site-footer__signup"
          id="footer-newsletter"
          title="Newsletter"
          titleClassName="site-footer__title"
        >
          <p className="site-footer__text">
            New seasons, limited collections and private atelier evenings, a few times a year.
          </p>
          <NewsletterForm />
        </TitledSection>

        <FooterColumn id="footer-boutique" title="The Boutique">
          <address className="site-footer__address">
            {CONTACT.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="site-footer__text">{CONTACT.hours}</p>
          <a
            className="site-footer__link"
            href={CONTACT.phoneHref}
            onClick={() => track("phone_click", { placement: "footer" })}
          >
            {CONTACT.phoneDisplay}
          </a>
        </FooterColumn>

        <FooterColumn as="nav" id="footer-quick-links" title="Quick Links">
          <LinkList
            links={QUICK_LINKS}
            className="site-footer__links"
            linkClassName="site-footer__link"
          />
        </FooterColumn>

        <FooterColumn id="footer-follow" title="Follow Us">
          <ul className="site-footer__social">
            {FOLLOW.map((network) => (
              <li key={network}>
                <SocialButton
                  network={network}
                  placement="footer"
                  className="site-footer__social-link"
                  nameOnly
                />
              </li>
            ))}
          </ul>
          <p className="site-footer__text">{CONTACT.instagramHandle}</p>
        </FooterColumn>
      </div>

      <div className="container">
        <div className="site-footer__base">
          <p>© 2025 {shopName}. All rights reserved.</p>
          <p>Prices in AED, including 5% VAT.</p>
        </div>
      </div>
    </footer>
  );
}

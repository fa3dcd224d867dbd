// The site footer (SPEC.md §2): the newsletter, the boutique, quick links, social links and the
// 2025 copyright line.
import { Link } from "@remix-run/react";
import { track } from "~/analytics/data-layer";
import { CONTACT } from "~/content/contact-details";
import { FacebookIcon } from "./icons";
import { BEHIND_MENU } from "./menu-behaviour";
import { QUICK_LINKS } from "~/content/navigation";
import { NewsletterForm } from "./newsletter-form";
import { InstagramButton, WhatsAppButton } from "./social-links";

/** SPEC.md §2 lists social links as placeholders; the shop has no Facebook page yet. */
const FACEBOOK_PLACEHOLDER = "https://www.facebook.com/";

export function SiteFooter({ shopName }: { shopName: string }) {
  return (
    <footer className="site-footer" {...{ [BEHIND_MENU]: "" }}>
      <div className="container site-footer__grid">
        <section className="site-footer__signup" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__title">
            Newsletter
          </h2>
          <p className="site-footer__text">
            New seasons, limited collections and private atelier evenings, a few times a year.
          </p>
          <NewsletterForm />
        </section>

        <section className="site-footer__column" aria-labelledby="footer-boutique">
          <h2 id="footer-boutique" className="site-footer__heading">
            The Boutique
          </h2>
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
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="site-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            Follow Us
          </h2>
          <ul className="site-footer__social">
            <li>
              <InstagramButton
                placement="footer"
                className="site-footer__social-link"
                label="Instagram"
              />
            </li>
            <li>
              <WhatsAppButton
                placement="footer"
                className="site-footer__social-link"
                label="WhatsApp"
              />
            </li>
            <li>
              <a
                className="site-footer__social-link"
                href={FACEBOOK_PLACEHOLDER}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
              >
                <FacebookIcon />
              </a>
            </li>
          </ul>
          <p className="site-footer__text">{CONTACT.instagramHandle}</p>
        </section>
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

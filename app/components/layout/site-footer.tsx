// The site footer: the newsletter, the boutique, quick links, social links and the
// 2025 copyright line.
import type { ReactNode } from "react";
import { track } from "~/analytics/data-layer";
import { TitledSection } from "~/components/titled-section";
import { ADDRESS_LINES, CONTACT, HOURS } from "~/content/contact-details";
import { BEHIND_MENU } from "./menu-behaviour";
import { QUICK_LINKS } from "~/content/navigation";
import { LinkList } from "./link-list";
import { NewsletterForm } from "./newsletter-form";
import { SocialButton, type SocialNetwork } from "./social-links";
import { useTranslator } from "~/i18n/use-translator";

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
  const { t } = useTranslator();
  return (
    <footer className="site-footer" {...{ [BEHIND_MENU]: "" }}>
      <div className="container site-footer__grid">
        <TitledSection
          className="site-footer__signup"
          id="footer-newsletter"
          title={t("layout.footer.newsletter")}
          titleClassName="site-footer__title"
        >
          <p className="site-footer__text">{t("layout.footer.newsletterText")}</p>
          <NewsletterForm />
        </TitledSection>

        <FooterColumn id="footer-boutique" title={t("layout.footer.boutique")}>
          <address className="site-footer__address">
            {ADDRESS_LINES.map((line) => (
              <span key={line}>{t(line)}</span>
            ))}
          </address>
          <p className="site-footer__text">{t(HOURS)}</p>
          <a
            className="site-footer__link"
            href={CONTACT.phoneHref}
            onClick={() => track("phone_click", { placement: "footer" })}
          >
            <bdi dir="ltr">{CONTACT.phoneDisplay}</bdi>
          </a>
        </FooterColumn>

        <FooterColumn as="nav" id="footer-quick-links" title={t("layout.footer.quickLinks")}>
          <LinkList
            links={QUICK_LINKS.map((link) => ({ label: t(link.label), to: link.to }))}
            className="site-footer__links"
            linkClassName="site-footer__link"
          />
        </FooterColumn>

        <FooterColumn id="footer-follow" title={t("layout.footer.follow")}>
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
          <p className="site-footer__text">
            <bdi dir="ltr">{CONTACT.instagramHandle}</bdi>
          </p>
        </FooterColumn>
      </div>

      <div className="container">
        <div className="site-footer__base">
          <p>{t("layout.footer.copyright", { shopName })}</p>
          <p>{t("layout.footer.prices")}</p>
        </div>
      </div>
    </footer>
  );
}

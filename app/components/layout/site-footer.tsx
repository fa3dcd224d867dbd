// The site footer: the newsletter, the boutique, quick links, social links and the copyright
// line. The boutique's details and links are the shop content's; an empty one is left out.
import type { ReactNode } from "react";
import { track } from "~/analytics/data-layer";
import { TitledSection } from "~/components/titled-section";
import { ContentLines, ContentText } from "~/components/content-text";
import { phoneHref } from "~/content/contact-links";
import { instagramHandle } from "~/content/contact-links";
import { useContact } from "~/content/shop-context";
import { BEHIND_MENU } from "./menu-behaviour";
import { QUICK_LINKS } from "~/content/navigation";
import { LinkList } from "./link-list";
import { NewsletterForm } from "./newsletter-form";
import { KEEP_CLEAR_SCRIPTED, SocialButton, useNetworks, type SocialNetwork } from "./social-links";
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

export function SiteFooter({ shopName, year }: { shopName: string; year: number }) {
  const { t } = useTranslator();
  const contact = useContact();
  const phone = phoneHref(contact.phone);
  const follow = useNetworks(FOLLOW);
  return (
    <footer className="site-footer" {...{ [BEHIND_MENU]: "" }} {...KEEP_CLEAR_SCRIPTED}>
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
          <ContentLines text={contact.address} className="site-footer__address" />
          <ContentText as="p" className="site-footer__text" text={contact.hours} />
          {phone ? (
            <a
              className="site-footer__link"
              href={phone}
              onClick={() => track("phone_click", { placement: "footer" })}
            >
              <bdi dir="ltr">{contact.phone}</bdi>
            </a>
          ) : null}
        </FooterColumn>

        <FooterColumn as="nav" id="footer-quick-links" title={t("layout.footer.quickLinks")}>
          <LinkList
            links={QUICK_LINKS.map((link) => ({ label: t(link.label), to: link.to }))}
            className="site-footer__links"
            linkClassName="site-footer__link"
          />
        </FooterColumn>

        {follow.length > 0 ? (
          <FooterColumn id="footer-follow" title={t("layout.footer.follow")}>
            <ul className="site-footer__social">
              {follow.map((network) => (
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
            {contact.instagram ? (
              <p className="site-footer__text">
                <bdi dir="ltr">{instagramHandle(contact.instagram)}</bdi>
              </p>
            ) : null}
          </FooterColumn>
        ) : null}
      </div>

      <div className="container">
        <div className="site-footer__base">
          <p>{t("layout.footer.copyright", { shopName, year: String(year) })}</p>
          <p>{t("layout.footer.prices")}</p>
        </div>
      </div>
    </footer>
  );
}

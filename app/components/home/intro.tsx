// The paragraph that follows the hero: who we are, in the shop's voice (the shop's content).
import { Link } from "@remix-run/react";
import { ContentText } from "~/components/content-text";
import type { Text } from "~/content/text-in-language";
import { useTranslator } from "~/i18n/use-translator";

export function Intro({ text }: { text: Text }) {
  const { t, path } = useTranslator();
  return (
    <div className="section intro">
      <div className="container container--narrow intro__inner">
        <p className="eyebrow">{t("home.intro.eyebrow")}</p>
        <ContentText as="p" className="intro__text" text={text} />
        <Link className="text-link" to={path("/craft")}>
          {t("home.intro.discover")}
        </Link>
      </div>
    </div>
  );
}

// The paragraph that follows the hero: who we are, in the shop's voice.
import { Link } from "@remix-run/react";
import { useTranslator } from "~/i18n/use-translator";

export function Intro() {
  const { t, path } = useTranslator();
  return (
    <div className="section intro">
      <div className="container container--narrow intro__inner">
        <p className="eyebrow">{t("home.intro.eyebrow")}</p>
        <p className="intro__text">{t("home.intro.text")}</p>
        <Link className="text-link" to={path("/craft")}>
          {t("home.intro.discover")}
        </Link>
      </div>
    </div>
  );
}

// What a list of bouquets says before the shop has its first one (a new shop, or the demo
// catalogue just removed): one quiet line instead of an empty grid, menu and sort.
import { useTranslator } from "~/i18n/use-translator";

export function ComingSoon() {
  const { t } = useTranslator();
  return <p className="catalogue-empty catalogue-coming-soon">{t("catalogue.comingSoon")}</p>;
}

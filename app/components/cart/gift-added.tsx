// The collection's word after 'Add another gift': the gift is kept, the cart one link away.
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslator } from "~/i18n/use-translator";

export function GiftAdded() {
  const [params] = useSearchParams();
  const { t, path } = useTranslator();
  if (params.get("added") !== "1") return null;
  return (
    <p id="gift-added" className="gift-added" role="status">
      <span>{t("cart.added")}</span>
      <Link className="text-link" to={path("/cart")}>
        {t("cart.viewCart")}
      </Link>
    </p>
  );
}

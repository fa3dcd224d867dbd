// The header's link to the cart. The pages around it may be kept pages, the same bytes for
// every visitor, so the server draws 'Cart' alone; once the page runs, the number of gifts is
// asked for (GET /cart/count, never kept) and shown, and said in the link's name.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslator } from "~/i18n/use-translator";
import { HeaderLink } from "./header-link";
import { GiftBoxIcon } from "./icons";

/** The cart's count, asked again after every move (a gift kept, one removed). */
function useCartCount(): number | null {
  const { key } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/cart/count", { signal: controller.signal, credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { count?: unknown } | null) => {
        if (typeof body?.count === "number") setCount(body.count);
      })
      // Offline or moved on: the link still says 'Cart'.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);
  return count;
}

export function CartLink() {
  const { t, path, number } = useTranslator();
  const count = useCartCount();
  return (
    <HeaderLink
      to={path("/cart")}
      className="cart-link"
      aria-label={count === null ? undefined : t("cart.linkWithCount", { count })}
    >
      <GiftBoxIcon />
      <span className="cart-link__word">{t("cart.link")}</span>
      {count ? (
        <span className="cart-link__count" aria-hidden="true">
          {number(count)}
        </span>
      ) : null}
    </HeaderLink>
  );
}

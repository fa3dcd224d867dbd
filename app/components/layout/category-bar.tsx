// The secondary bar of category links under the header, on wide screens only.
import type { ShopContext } from "~/content/shop-context";
import { useTranslator } from "~/i18n/use-translator";
import { HeaderLink } from "./header-link";

export function CategoryBar({ categories }: { categories: ShopContext["categories"] }) {
  // Categories that failed to load leave the bar empty.
  const { t, path } = useTranslator();
  if (categories.length === 0) return null;
  return (
    <nav className="category-bar" aria-label={t("layout.categoryBar")}>
      <ul className="category-bar__list">
        {categories.map((category) => (
          <li key={category.id}>
            <HeaderLink
              to={path(`/${category.slug}`)}
              className="category-bar__link"
              prefetch="intent"
              lang={category.nameLang}
            >
              {category.name}
            </HeaderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// A list of the site's links (navigation.ts, the menu's categories), each in its own item, led to
// the page in the reader's language.
import { Link } from "@remix-run/react";
import type { NavLink } from "~/content/navigation";
import { useTranslator } from "~/i18n/use-translator";
import type { Language } from "~/i18n/languages";

/** A link of the list; a class of its own, in place of linkClassName, sets it apart. */
type ListedLink = NavLink & { className?: string; lang?: Language };

interface LinkListProps {
  links: ListedLink[];
  className: string;
  linkClassName: string;
  /** Called when a link is chosen (the menu closes). */
  onChoose?: () => void;
}

export function LinkList({ links, className, linkClassName, onChoose }: LinkListProps) {
  const { path } = useTranslator();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label} ${link.to}`}>
          <Link
            to={path(link.to)}
            className={link.className ?? linkClassName}
            onClick={onChoose}
            lang={link.lang}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

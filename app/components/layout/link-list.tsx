// A list of the site's links (navigation.ts, the menu's categories), each in its own item.
import { Link } from "@remix-run/react";
import type { NavLink } from "~/content/navigation";

interface LinkListProps {
  links: (NavLink & {
    /** In place of linkClassName, for a link that stands apart. */ className?: string;
  })[];
  className: string;
  linkClassName: string;
  /** Called when a link is chosen (the menu closes). */
  onChoose?: () => void;
}

export function LinkList({ links, className, linkClassName, onChoose }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label} ${link.to}`}>
          <Link to={link.to} className={link.className ?? linkClassName} onClick={onChoose}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

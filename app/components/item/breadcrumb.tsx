import { Link } from "@remix-run/react";
import type { Language } from "~/i18n/languages";

/** Home / Collection / {title}, the current page marked for assistive technology. */
export function Breadcrumb({ title, titleLang }: { title: string; titleLang?: Language }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/collection">Collection</Link>
        </li>
        <li>
          <span aria-current="page" lang={titleLang}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

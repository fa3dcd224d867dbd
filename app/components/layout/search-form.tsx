// A real GET form to /search?q= : with JavaScript Remix navigates client-side, without it the
// browser submits it as it is.
import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { MAX_QUERY_LENGTH } from "~/catalogue/search-query";
import { englishPath } from "~/i18n/languages";
import { useTranslator } from "~/i18n/use-translator";
import { SearchIcon } from "./icons";

export function SearchForm({
  id,
  label,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  className: string;
}) {
  const { pathname } = useLocation();
  const { t, path } = useTranslator();
  const [params] = useSearchParams();
  const current = englishPath(pathname) === "/search" ? (params.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action={path("/search")}
      role="search"
      aria-label={label}
      className={className}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        // A new search resets the field to what was searched.
        key={current}
        id={id}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
      />
      <button type="submit" aria-label={t("layout.search.submit")}>
        <SearchIcon />
      </button>
    </Form>
  );
}

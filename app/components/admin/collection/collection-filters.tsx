// Search and filters as a GET form: the URL holds them, so the list works without JavaScript and
// every filtered list can be bookmarked. With JavaScript a choice applies at once and typing
// searches after a short pause; 'Apply' stays for the keyboard and for pages without scripts.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { MAX_QUERY_LENGTH } from "~/catalogue/search-query";
import type { ListQuery } from "~/catalogue/admin-list-query";
import { FilterInput, FilterSelect } from "~/components/admin/filters";

const TYPING_PAUSE_MS = 350;

/** The yes-or-no filters, each "Any" or one of its two choices. */
const FLAG_FILTERS = [
  {
    name: "featured",
    label: "Featured",
    choices: [
      ["yes", "Featured"],
      ["no", "Not featured"],
    ],
  },
  {
    name: "new",
    label: "New",
    choices: [
      ["yes", "New"],
      ["no", "Not new"],
    ],
  },
  {
    name: "stock",
    label: "Stock",
    choices: [
      ["in", "In stock"],
      ["out", "Out of stock"],
    ],
  },
] as const;

export function CollectionFilters({
  query,
  categories,
  categoriesError,
  filtered,
}: {
  query: ListQuery;
  categories: { slug: string; name: string }[];
  categoriesError: string | null;
  filtered: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<number | undefined>(undefined);
  const submit = useSubmit();

  // A fresh query (Clear filters, back and forward) shows in the fields, except the one in use.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries(query)) {
      const field = fields.namedItem(name);
      const editable = field instanceof HTMLInputElement || field instanceof HTMLSelectElement;
      if (editable && field !== document.activeElement) field.value = value ?? "";
    }
  }, [query]);

  useEffect(() => () => window.clearTimeout(typing.current), []);

  const apply = () => {
    window.clearTimeout(typing.current);
    if (!form.current) return;
    // Only the filters in use go into the URL.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === "string" && value.trim()) params.set(name, value.trim());
    }
    submit(params, {
      method: "get",
      action: "/admin/collection",
      replace: true,
      preventScrollReset: true,
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search") {
      window.clearTimeout(typing.current);
      typing.current = window.setTimeout(apply, TYPING_PAUSE_MS);
    } else {
      apply();
    }
  };

  return (
    <Form
      ref={form}
      method="get"
      action="/admin/collection"
      role="search"
      aria-label="Search and filter items"
      className="coll-filters"
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <FilterInput
        id="coll-q"
        label="Search"
        className="coll-filters__search"
        type="search"
        name="q"
        defaultValue={query.q ?? ""}
        placeholder="Title or description"
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
      />
      <FilterSelect
        id="coll-category"
        name="category"
        label="Category"
        anyLabel="All categories"
        choices={categories.map((category) => [category.slug, category.name] as const)}
        defaultValue={query.category ?? ""}
        describedBy={categoriesError ? "coll-category-error" : undefined}
      >
        {categoriesError ? (
          <p id="coll-category-error" className="field-error" role="alert">
            {categoriesError}
          </p>
        ) : null}
      </FilterSelect>
      {FLAG_FILTERS.map(({ name, label, choices }) => (
        <FilterSelect
          key={name}
          id={`coll-${name}`}
          name={name}
          label={label}
          anyLabel="Any"
          choices={choices}
          defaultValue={query[name] ?? ""}
        />
      ))}
      <div className="coll-filters__actions">
        <button type="submit" className="button">
          Apply
        </button>
        {filtered ? (
          <Link to="/admin/collection" className="coll-filters__clear" preventScrollReset>
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

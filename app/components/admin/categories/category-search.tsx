// The list's search (GET ?q=, so it works without JavaScript). With JavaScript the list follows
// the words as they are typed. An open edit form stays open while searching.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function CategorySearch({ q, editId }: { q: string; editId: string | null }) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);

  // After 'Clear' or Back the box shows the list's words again, unless they are being typed.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);

  return (
    <Form
      method="get"
      action="/admin/categories"
      role="search"
      className="category-search"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <label htmlFor="category-search" className="visually-hidden">
        Search categories
      </label>
      <input
        id="category-search"
        ref={input}
        className="input category-search__input"
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search by name or slug"
        autoComplete="off"
      />
      {editId ? <input type="hidden" name="edit" value={editId} /> : null}
      <button type="submit" className="button button--secondary category-search__submit">
        Search
      </button>
      {q ? (
        <Link
          to={editId ? `/admin/categories?edit=${editId}` : "/admin/categories"}
          className="admin-link-button"
        >
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

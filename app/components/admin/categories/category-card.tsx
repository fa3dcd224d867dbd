// One category in the admin list: its order, name, shop address, description and how many
// bouquets it holds, with Edit and Delete. Delete is a link-like form to the confirm step, so it
// works without JavaScript; with JavaScript it asks with confirm() and deletes in place.
import { Form, Link, useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useCsrf } from "~/components/admin/csrf-field";
import { AnswerAlert } from "~/components/answer-alert";
import { bouquetCount, bouquetsNote, CONFIRM_DELETE } from "~/catalogue/category-messages";

export interface CategoryCardData {
  id: string;
  name: string;
  nameAr: string | null;
  slug: string;
  order: number;
  description: string | null;
  bouquets: number;
}

/** One fetcher for every card's delete, so its answer outlives the card it came from. */
export const DELETE_FETCHER = "category-delete";

export interface DeleteAnswer {
  alert: string;
  reason: string;
}

/** With JavaScript: a failed delete, alerted, and its reason shown above the list. */
export function DeleteFailure() {
  const fetcher = useFetcher<DeleteAnswer>({ key: DELETE_FETCHER });
  return (
    <AnswerAlert
      answer={fetcher.data}
      messages={fetcher.data ? [fetcher.data.alert, fetcher.data.reason] : undefined}
      className="admin-alert admin-alert--error"
    />
  );
}

export function CategoryCard({
  category,
  editTo,
  editing,
}: {
  category: CategoryCardData;
  /** The page with this category in the edit form (the list's search kept). */
  editTo: string;
  editing: boolean;
}) {
  const csrf = useCsrf();
  const fetcher = useFetcher<DeleteAnswer>({ key: DELETE_FETCHER });
  const confirmStep = `/admin/categories/${category.id}/delete`;
  const deleting = fetcher.state !== "idle" && fetcher.formAction === confirmStep;
  const nameId = `category-card-${category.id}`;
  const named = <span className="visually-hidden"> {category.name}</span>;

  const confirmAndDelete = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question =
      category.bouquets > 0
        ? `${CONFIRM_DELETE}\n\n${bouquetsNote(category.bouquets)}`
        : CONFIRM_DELETE;
    if (!window.confirm(question)) return;
    fetcher.submit({ csrf }, { method: "post", action: confirmStep });
  };

  return (
    <article
      className={["category-card", editing ? "is-editing" : "", deleting ? "is-deleting" : ""].join(
        " ",
      )}
      aria-labelledby={nameId}
      aria-busy={deleting || undefined}
    >
      <div className="category-card__top">
        <p className="category-card__order">
          <span className="category-card__label">Order</span> {category.order}
        </p>
        {editing ? <p className="category-card__editing">Editing</p> : null}
      </div>
      <h3 className="category-card__name" id={nameId}>
        {category.name}
      </h3>
      {category.nameAr ? (
        <p className="category-card__name-ar" dir="rtl" lang="ar">
          {category.nameAr}
        </p>
      ) : null}
      <p className="category-card__slug">
        <a href={`/${category.slug}`}>
          /{category.slug}
          <span className="visually-hidden"> (view in shop)</span>
        </a>
      </p>
      {category.description ? (
        <p className="category-card__description">{category.description}</p>
      ) : (
        <p className="category-card__description category-card__description--none">
          No description
        </p>
      )}
      <div className="category-card__footer">
        <p className="category-card__count">{bouquetCount(category.bouquets)}</p>
        <div className="category-card__actions">
          <Link to={editTo} className="admin-link-button">
            Edit{named}
          </Link>
          <Form method="get" action={confirmStep} onSubmit={confirmAndDelete}>
            <button
              type="submit"
              className="admin-link-button category-card__delete"
              disabled={deleting}
            >
              {deleting ? "Deleting…" : "Delete"}
              {named}
            </button>
          </Form>
        </div>
      </div>
    </article>
  );
}

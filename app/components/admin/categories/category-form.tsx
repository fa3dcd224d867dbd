// The category add and edit form: one Conform + Zod schema in the
// browser and in the action. While adding, the slug follows the name as it is typed, until the
// florist types a slug of their own; typing in the slug field normalises it as it goes. The
// server derives and normalises it again, so the form works the same without JavaScript.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { CategoryForm } from "~/catalogue/category-input";
import { normaliseSlug } from "~/catalogue/slug";
import { CsrfField } from "~/components/admin/csrf-field";
import { describedBy, FormField, InputField, TextareaField, useZodForm } from "~/components/forms";
import { AnswerAlert } from "~/components/answer-alert";

/** What the form's fields hold (text, as posted); the schema turns them into a CategoryInput. */
type CategoryFields = {
  name: string;
  nameAr: string;
  slug: string;
  order: string;
  description: string;
  descriptionAr: string;
};

export interface EditedCategory {
  id: string;
  name: string;
  nameAr: string | null;
  slug: string;
  order: number;
  description: string | null;
  descriptionAr: string | null;
}

/**
 * The slug as it is being typed: "Spring B" arrives as "Spring " first, and trimmed that space
 * would vanish before the "B" comes; keep it as the hyphen it is about to become.
 */
const slugWhileTyping = (text: string) => normaliseSlug(text.replace(/(\S)\s+$/, "$1-"));

export function CategoryEditor({
  editing,
  lastResult,
  cancelTo,
}: {
  /** The category being edited, or null to add one. */
  editing: EditedCategory | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where 'Cancel' goes while editing: the list, its search kept. */
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.split("?")[0] === "/admin/categories";

  const [form, fields] = useZodForm<typeof CategoryForm, CategoryFields>(CategoryForm, {
    id: editing ? `category-edit-${editing.id}` : "category-new",
    lastResult,
    defaultValue: editing
      ? {
          name: editing.name,
          nameAr: editing.nameAr ?? "",
          slug: editing.slug,
          order: String(editing.order),
          description: editing.description ?? "",
          descriptionAr: editing.descriptionAr ?? "",
        }
      : { order: "0" },
  });

  const initialName = fields.name.initialValue ?? "";
  const initialSlug = fields.slug.initialValue ?? "";
  const [slug, setSlug] = useState(initialSlug);
  // Editing keeps the slug it has: a category's address changes only when asked to.
  const [slugByHand, setSlugByHand] = useState(
    editing !== null || initialSlug !== normaliseSlug(initialName),
  );

  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!slugByHand) setSlug(normaliseSlug(event.target.value));
  };
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = slugWhileTyping(event.target.value);
    setSlug(typed);
    // Emptied, it follows the name again.
    setSlugByHand(typed !== "");
  };

  // The slug is a controlled input (its value is rewritten while typing); Conform reads it from
  // the form when it validates and submits.
  const { defaultValue: _typedSlug, ...slugProps } = getInputProps(fields.slug, { type: "text" });

  return (
    <Form
      method="post"
      className="admin-form category-form"
      preventScrollReset
      {...getFormProps(form)}
    >
      <CsrfField />
      <AnswerAlert
        answer={lastResult}
        messages={form.errors}
        className="admin-alert admin-alert--error"
      />
      <InputField
        label="Name"
        field={fields.name}
        type="text"
        autoComplete="off"
        required
        autoFocus={editing !== null}
        onChange={onNameChange}
      />
      <InputField
        label="الاسم بالعربية"
        field={fields.nameAr}
        type="text"
        dir="rtl"
        lang="ar"
        autoComplete="off"
      />
      <FormField
        label="Slug"
        field={fields.slug}
        hint="The category’s address in the shop. Lowercase letters, numbers and hyphens; made from the name when left empty."
      >
        <div className="category-form__slug">
          <span className="category-form__slash" aria-hidden="true">
            /
          </span>
          <input
            className="input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...slugProps}
            aria-describedby={describedBy(fields.slug, slugProps["aria-describedby"])}
            value={slug}
            onChange={onSlugChange}
          />
        </div>
      </FormField>
      <FormField label="Order" field={fields.order}>
        <input
          className="input category-form__order"
          inputMode="numeric"
          step={1}
          {...getInputProps(fields.order, { type: "number" })}
        />
      </FormField>
      <TextareaField
        label="Description"
        field={fields.description}
        rows={3}
        hint="Optional. Shown under the category’s title on its page in the shop."
      />
      <TextareaField
        label="الوصف بالعربية"
        field={fields.descriptionAr}
        rows={3}
        dir="rtl"
        lang="ar"
        hint="Optional. The description on the Arabic pages; left empty, they show the English one."
      />
      <div className="category-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : editing ? "Save Changes" : "Add Category"}
        </button>
        {editing ? (
          <Link to={cancelTo} className="button button--secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

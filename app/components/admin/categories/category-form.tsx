// The add and edit form (SPEC.md §2 'Categories', §5 'Category'): one Conform + Zod schema in the
// browser and in the action. While adding, the slug follows the name as it is typed, until the
// florist types a slug of their own; typing in the slug field normalises it as it goes. The
// server derives and normalises it again, so the form works the same without JavaScript.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { CategoryForm, type CategoryInput } from "~/catalogue/category-input";
import { normaliseSlug } from "~/catalogue/slug";
import { CsrfField } from "~/components/admin/csrf-field";
import { FormField, InputField } from "~/components/forms";
import { AnswerAlert } from "~/components/answer-alert";

/** What the form's fields hold (text, as posted); the schema turns them into a CategoryInput. */
interface CategoryFields {
  name: string;
  slug: string;
  order: string;
  description: string;
}

export interface EditedCategory {
  id: string;
  name: string;
  slug: string;
  order: number;
  description: string | null;
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

  const [form, fields] = useForm<CategoryFields, CategoryInput>({
    id: editing ? `category-edit-${editing.id}` : "category-new",
    lastResult,
    constraint: getZodConstraint(CategoryForm),
    defaultValue: editing
      ? {
          name: editing.name,
          slug: editing.slug,
          order: String(editing.order),
          description: editing.description ?? "",
        }
      : { order: "0" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CategoryForm }),
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
  const slugHintId = `${fields.slug.id}-hint`;

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
      <FormField label="Slug" field={fields.slug}>
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
            aria-describedby={[slugProps["aria-describedby"], slugHintId].filter(Boolean).join(" ")}
            value={slug}
            onChange={onSlugChange}
          />
        </div>
        <p className="category-form__hint" id={slugHintId}>
          The category&rsquo;s address in the shop. Lowercase letters, numbers and hyphens; made
          from the name when left empty.
        </p>
      </FormField>
      <FormField label="Order" field={fields.order}>
        <input
          className="input category-form__order"
          inputMode="numeric"
          step={1}
          {...getInputProps(fields.order, { type: "number" })}
        />
      </FormField>
      <FormField label="Description" field={fields.description}>
        <textarea
          className="textarea"
          rows={3}
          {...getTextareaProps(fields.description)}
          aria-describedby={[
            fields.description.errors ? fields.description.errorId : "",
            `${fields.description.id}-hint`,
          ]
            .filter(Boolean)
            .join(" ")}
        />
        <p className="category-form__hint" id={`${fields.description.id}-hint`}>
          Optional. Shown under the category&rsquo;s title on its page in the shop.
        </p>
      </FormField>
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

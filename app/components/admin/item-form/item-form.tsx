// The one item form of the admin, used by
// /admin/create and /admin/collection/{id}/edit. It posts once, as multipart, to its route's
// action, which checks it with the same schema; with JavaScript it checks as you go, uploads
// images as they are chosen and answers in place before moving on to the list after 1.5 s.
import { getCollectionProps, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { StatusMessage } from "~/components/admin/status-message";
import { InputField, TextareaField } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";
import { GalleryField, MainImageField } from "./image-fields";
import type { ItemFormReply } from "~/catalogue/item-form.server";
import { ItemForm, type ItemFormFields } from "~/catalogue/item-form-schema";
import { BouquetFacts } from "./bouquet-facts";
import { SizesEditor } from "./sizes-editor";

/** After a successful create or edit, the list comes back after 1.5 s. */
export const SAVED_DELAY_MS = 1_500;

interface Note {
  text: string;
  /** Counts notes, so the same words said twice show twice. */
  n: number;
}

export function ItemFormView({
  mode,
  defaultValue,
  categories,
  reply,
  cancelTo,
  doneTo,
  imageRequired,
}: {
  mode: "create" | "edit";
  defaultValue: Record<string, unknown>;
  categories: { id: string; name: string }[];
  reply: ItemFormReply | undefined;
  /** Where 'Cancel' goes. */
  cancelTo: string;
  /** Where the page moves on to after a save (with JavaScript). */
  doneTo: string;
  imageRequired: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [uploading, setUploading] = useState(0);
  const onBusy = useCallback((change: 1 | -1) => setUploading((n) => n + change), []);
  const [note, setNote] = useState<Note | null>(null);
  const [round, setRound] = useState(0);
  const announce = useCallback(
    (text: string) => setNote((last) => ({ text, n: (last?.n ?? 0) + 1 })),
    [],
  );

  const [form, fields] = useForm<ItemFormFields, ItemForm>({
    id: `${mode}-item`,
    lastResult: reply?.result,
    defaultValue,
    // No constraint from the schema: Conform marks optional prices as required. The required
    // fields say so themselves.
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ItemForm }),
  });

  // Saved: the message in place, the form cleared (create), then the list after 1.5 s.
  useEffect(() => {
    if (!reply?.saved) return;
    announce(reply.saved);
    if (mode === "create") setRound((r) => r + 1);
    const timer = window.setTimeout(() => navigate(doneTo), SAVED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reply, mode, doneTo, navigate, announce]);

  const categoryChoices = getCollectionProps(fields.categories, {
    type: "checkbox",
    options: categories.map((category) => category.id),
  });
  const submitLabel = mode === "create" ? "Create Item" : "Save Changes";

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className="item-form"
        {...getFormProps(form)}
      >
        <CsrfField />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <div className="item-form__grid">
          <div className="item-form__main">
            <fieldset className="item-form__section">
              <legend className="item-form__legend">Details</legend>
              <InputField
                key={fields.title.key}
                label="Title"
                field={fields.title}
                type="text"
                required
                autoComplete="off"
              />
              <InputField
                key={fields.titleAr.key}
                label="العنوان بالعربية"
                field={fields.titleAr}
                type="text"
                dir="rtl"
                lang="ar"
                autoComplete="off"
              />
              <TextareaField
                key={fields.shortDescription.key}
                label="Short description (optional)"
                field={fields.shortDescription}
                rows={2}
              />
              <TextareaField
                key={fields.shortDescriptionAr.key}
                label="الوصف المختصر بالعربية"
                field={fields.shortDescriptionAr}
                dir="rtl"
                lang="ar"
                rows={2}
              />
              <TextareaField
                key={fields.longDescription.key}
                label="Long description (optional)"
                field={fields.longDescription}
                rows={5}
              />
              <TextareaField
                key={fields.longDescriptionAr.key}
                label="الوصف المفصّل بالعربية"
                field={fields.longDescriptionAr}
                dir="rtl"
                lang="ar"
                rows={5}
              />
            </fieldset>
            <BouquetFacts fields={fields} />
            <SizesEditor form={form} field={fields.sizes} announce={announce} />
          </div>

          <div className="item-form__side">
            <fieldset className="item-form__section">
              <legend className="item-form__legend">Images</legend>
              <MainImageField
                key={`image-${round}`}
                form={form}
                field={fields.imageUrl}
                required={imageRequired}
                onBusy={onBusy}
              />
              <GalleryField
                key={`gallery-${round}`}
                form={form}
                field={fields.galleryImages}
                onBusy={onBusy}
              />
            </fieldset>

            <fieldset className="item-form__section" aria-describedby={fields.categories.errorId}>
              <legend className="item-form__legend">Categories</legend>
              {categories.length === 0 ? (
                <p className="item-hint">
                  No categories yet. <Link to="/admin/categories">Add one</Link> to group bouquets.
                </p>
              ) : (
                <ul className="item-checks">
                  {categoryChoices.map(({ key, ...choice }, index) => (
                    <li key={key}>
                      <label className="item-check">
                        <input {...choice} />
                        <span>{categories[index]!.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              {fields.categories.errors ? (
                <p id={fields.categories.errorId} className="field-error">
                  {fields.categories.errors.join(" ")}
                </p>
              ) : null}
            </fieldset>

            <fieldset className="item-form__section">
              <legend className="item-form__legend">In the shop</legend>
              <ul className="item-checks">
                {(
                  [
                    [fields.featured, "Featured"],
                    [fields.isNew, "New"],
                    [fields.inStock, "In stock"],
                  ] as const
                ).map(([flag, label]) => (
                  <li key={flag.name}>
                    <label className="item-check">
                      <input {...getInputProps(flag, { type: "checkbox" })} key={flag.key} />
                      <span>{label}</span>
                    </label>
                  </li>
                ))}
              </ul>
              <label className="item-check">
                <input
                  {...getInputProps(fields.isAddOn, { type: "checkbox" })}
                  key={fields.isAddOn.key}
                />
                <span>Add-on (offered with bouquets, not listed on its own)</span>
              </label>
            </fieldset>
          </div>
        </div>

        <div className="item-form__footer">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="item-form__actions">
            <Link to={cancelTo} className="button button--secondary" preventScrollReset>
              Cancel
            </Link>
            <button
              type="submit"
              className="button"
              aria-disabled={saving || uploading > 0 ? true : undefined}
              onClick={(event) => (saving || uploading > 0) && event.preventDefault()}
            >
              {uploading > 0
                ? "Uploading image…"
                : saving
                  ? mode === "create"
                    ? "Creating…"
                    : "Saving…"
                  : submitLabel}
            </button>
          </div>
        </div>
      </Form>
      <StatusMessage key={note?.n ?? 0} message={note?.text} />
    </>
  );
}

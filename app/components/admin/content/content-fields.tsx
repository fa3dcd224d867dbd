// The boxes of the "Shop content" form: a text in English and Arabic side by side (the Arabic
// written right to left), a plain box, a picture chosen among the shop's. Each is named by its
// path in the content ("heroSlides.0.title.en") and shows the refusals for that path beside it.
import type { ReactNode } from "react";
import { uploadFieldOf, type TextDraft } from "~/content/shop-content-form";

export type FieldErrors = Record<string, string[]>;

const idOf = (name: string) => `content-${name.replace(/\./g, "-")}`;

function ErrorLine({ id, messages }: { id: string; messages: string[] | undefined }) {
  return messages?.length ? (
    <p id={id} className="field-error">
      {messages.join(" ")}
    </p>
  ) : null;
}

/** The props a box shares: its name, id, and its refusal (described by, invalid). */
function boxProps(name: string, errors: FieldErrors, readOnly: boolean) {
  const id = idOf(name);
  const invalid = Boolean(errors[name]?.length);
  return {
    id,
    name,
    readOnly,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${id}-error` : undefined,
  };
}

export function TextPair({
  label,
  name,
  value,
  errors,
  rows,
  readOnly = false,
  hint,
}: {
  label: string;
  name: string;
  value: TextDraft;
  errors: FieldErrors;
  /** A textarea of this many rows; a one-line box without. */
  rows?: number;
  readOnly?: boolean;
  hint?: ReactNode;
}) {
  const box = (language: "en" | "ar") => {
    const path = `${name}.${language}`;
    const props = {
      ...boxProps(path, errors, readOnly),
      defaultValue: value[language],
      lang: language,
      dir: language === "ar" ? "rtl" : "ltr",
      className: rows ? "textarea" : "input",
    };
    return (
      <div className="field content-pair__field">
        <label htmlFor={props.id}>{language === "en" ? "English" : "Arabic"}</label>
        {rows ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
        <ErrorLine id={`${props.id}-error`} messages={errors[path]} />
      </div>
    );
  };
  return (
    <fieldset className="content-pair">
      <legend className="content-pair__legend">{label}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ErrorLine id={`${idOf(name)}-error`} messages={errors[name]} />
      <div className="content-pair__fields">
        {box("en")}
        {box("ar")}
      </div>
    </fieldset>
  );
}

export function PlainField({
  label,
  name,
  value,
  errors,
  type = "text",
  readOnly = false,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  errors: FieldErrors;
  type?: "text" | "email" | "tel" | "url";
  readOnly?: boolean;
  hint?: string;
}) {
  const props = boxProps(name, errors, readOnly);
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      <input type={type} className="input" defaultValue={value} dir="auto" {...props} />
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ErrorLine id={`${props.id}-error`} messages={errors[name]} />
    </div>
  );
}

export interface ImageChoice {
  id: string;
  label: string;
}

/** The file types an upload takes, as the item form's (the server sniffs what really came). */
const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/heic,image/heif";

export function ImageField({
  name,
  value,
  errors,
  images,
  upload = false,
  emptyChoice = "Choose a picture…",
  label = "Picture",
  uploadLabel = "Or upload a new picture",
  hint,
}: {
  name: string;
  value: string;
  errors: FieldErrors;
  images: ImageChoice[];
  /** A file box beside the choice: a picture sent with the form replaces the chosen one. */
  upload?: boolean;
  /** The empty choice's words (a page's usual picture, where it has one). */
  emptyChoice?: string;
  label?: string;
  uploadLabel?: string;
  /** What the picture is for, under its label. */
  hint?: string;
}) {
  const props = boxProps(name, errors, false);
  const known = images.some((image) => image.id === value);
  const uploadName = uploadFieldOf(name);
  const uploadId = idOf(uploadName);
  const hintId = `${props.id}-hint`;
  const describedBy = [hint ? hintId : null, props["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <select
        className="input"
        defaultValue={value}
        {...props}
        aria-describedby={describedBy || undefined}
      >
        <option value="">{emptyChoice}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {images.map((image) => (
          <option key={image.id} value={image.id}>
            {image.label}
          </option>
        ))}
      </select>
      {upload ? (
        <>
          <label htmlFor={uploadId}>{uploadLabel}</label>
          <input
            type="file"
            id={uploadId}
            name={uploadName}
            accept={PICTURE_TYPES}
            className="input"
            aria-describedby={`${uploadId}-hint`}
          />
          <p id={`${uploadId}-hint`} className="field-hint">
            JPEG, PNG, WebP or HEIC, at most 5 MB. It replaces the choice above when you save.
          </p>
        </>
      ) : null}
      <ErrorLine id={`${props.id}-error`} messages={errors[name]} />
    </div>
  );
}

/** The words of every "picture for the Arabic pages" box, the same for a slide and a page. */
const ARABIC_PICTURE = {
  label: "Picture for Arabic pages (mirrored composition)",
  uploadLabel: "Or upload a new picture for Arabic pages",
  hint: "The same scene composed the other way round, its calm side on the right: Arabic pages show it with their words on the right. Never a flipped copy, which would read its own lettering backwards. None: Arabic pages show the picture above, their words on its calm side.",
  emptyChoice: "None: Arabic pages show the picture above",
};

/** A hero slide's or a brand page's picture for the Arabic pages, beside its usual one. */
export function ArabicImageField(props: {
  name: string;
  value: string;
  errors: FieldErrors;
  images: ImageChoice[];
}) {
  return <ImageField {...props} upload {...ARABIC_PICTURE} />;
}

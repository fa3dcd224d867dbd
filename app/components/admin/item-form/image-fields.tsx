// The item's images: the main image and the gallery. Without JavaScript the file inputs post
// with the form (the action stores them). With JavaScript a chosen file is checked at once
// (size and type; nothing is sent when it is wrong), then sent with a progress
// bar; the form keeps the stored image's id.
import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useCsrf } from "~/components/admin/csrf-field";
import { useHydrated } from "~/components/use-hydrated";
import { IMAGE_ACCEPT, imageFileProblem } from "~/images/rules";
import { previewUrl, uploadImage } from "~/images/browser-upload";
import type { ItemFormFields } from "~/catalogue/item-form-schema";

const HINT = "JPG, PNG, GIF, HEIC, HEIF or WEBP, up to 5 MB.";

interface Upload {
  key: number;
  name: string;
  percent: number;
  /** A local address of the chosen file, while the browser can show it. */
  preview: string | null;
  done: boolean;
  error: string | null;
}

/** Uploads started here and their progress; each object URL is released when it goes. */
function useUploads(onBusy: (change: 1 | -1) => void) {
  const csrf = useCsrf();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const start = (file: File, onStored: (id: string) => void, replace = false) => {
    const key = next.current++;
    const preview = file.type.startsWith("image/") ? URL.createObjectURL(file) : null;
    if (preview) previews.current.add(preview);
    const upload: Upload = { key, name: file.name, percent: 0, preview, done: false, error: null };
    setUploads((list) => (replace ? [upload] : [...list, upload]));
    onBusy(1);
    uploadImage(file, csrf, (fraction) => change(key, { percent: Math.round(fraction * 100) }))
      .then((image) => {
        change(key, { percent: 100, done: true });
        onStored(image.id);
      })
      .catch((error: Error) => change(key, { error: error.message }))
      .finally(() => onBusy(-1));
    return key;
  };

  const drop = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));
  const previewFailed = (key: number) => change(key, { preview: null });

  return { uploads, start, drop, previewFailed };
}

function Progress({ upload, label }: { upload: Upload; label: string }) {
  return (
    <div className="item-upload">
      <progress className="item-upload__bar" max={100} value={upload.percent} aria-label={label} />
      <span className="item-upload__text">
        {upload.error ? "Not uploaded" : upload.done ? "Uploaded" : `Uploading… ${upload.percent}%`}
      </span>
    </div>
  );
}

export function MainImageField({
  form,
  field,
  required,
  onBusy,
}: {
  form: FormMetadata<ItemFormFields, string[]>;
  field: FieldMetadata<string | undefined, ItemFormFields, string[]>;
  /** Whether to mark it required (on edit only when the item has none yet). */
  required: boolean;
  onBusy: (change: 1 | -1) => void;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [problem, setProblem] = useState<string | null>(null);
  const { uploads, start, previewFailed } = useUploads(onBusy);
  const latest = useRef<number | null>(null);
  const upload = uploads.at(-1) ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const wrong = imageFileProblem(file);
    setProblem(wrong);
    if (wrong) {
      input.value = "";
      return;
    }
    const key = start(
      file,
      (id) => {
        // A later choice wins over an earlier upload that finishes after it.
        if (latest.current !== key) return;
        // Checked at once, so an earlier 'Please upload an image' goes.
        form.update({ name: field.name, value: id, validated: true });
      },
      true,
    );
    latest.current = key;
  };

  const errors = problem ? [problem] : upload?.error ? [upload.error] : field.errors;
  const stored = field.value;
  const local = upload && !upload.done ? upload.preview : null;
  const shown = local ?? (stored ? previewUrl(stored) : (upload?.preview ?? null));

  return (
    <div className="field item-image">
      <label htmlFor={inputId}>{required ? "Main image (required)" : "Main image"}</label>
      <div className="item-image__frame">
        {shown ? (
          <img
            src={shown}
            alt="Preview of the main image"
            className="item-image__preview"
            onError={() => upload && shown === upload.preview && previewFailed(upload.key)}
          />
        ) : (
          <span className="item-image__empty">{upload ? upload.name : "No image yet"}</span>
        )}
      </div>
      {upload ? <Progress upload={upload} label="Upload of the main image" /> : null}
      <input {...getInputProps(field, { type: "hidden" })} key={field.key} />
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        // With JavaScript the file goes up on its own; only its id posts with the form.
        name={hydrated ? undefined : "image"}
        className="item-file"
        aria-required={required || undefined}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${hintId} ${field.errorId}` : hintId}
        onChange={hydrated ? choose : undefined}
      />
      <p id={hintId} className="item-hint">
        {stored ? `Choose a file to replace it. ${HINT}` : HINT}
      </p>
      <FieldErrors id={field.errorId} errors={errors} />
    </div>
  );
}

/** A picture field's errors, below its hint; the file input points at both. */
function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors ? (
    <p id={id} className="field-error">
      {errors.join(" ")}
    </p>
  ) : null;
}

export function GalleryField({
  form,
  field,
  onBusy,
}: {
  form: FormMetadata<ItemFormFields, string[]>;
  field: FieldMetadata<string[] | undefined, ItemFormFields, string[]>;
  onBusy: (change: 1 | -1) => void;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [problems, setProblems] = useState<string[]>([]);
  const { uploads, start, drop, previewFailed } = useUploads(onBusy);
  const images = field.getFieldList();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    const wrong: string[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        if (!wrong.includes(problem)) wrong.push(problem);
        continue;
      }
      const key = start(file, (id) => {
        form.insert({ name: field.name, defaultValue: id });
        drop(key);
      });
    }
    setProblems(wrong);
  };

  const failed = uploads.flatMap((u) => (u.error ? [`${u.name}: ${u.error}`] : []));
  const errorList = [...problems, ...failed, ...(field.errors ?? [])];
  const errors = errorList.length > 0 ? errorList : undefined;

  return (
    <div className="field item-gallery">
      <label htmlFor={inputId}>Gallery images (optional)</label>
      {images.length > 0 || uploads.length > 0 ? (
        <ul className="item-gallery__list">
          {images.map((image, index) => (
            <li key={image.key} className="item-gallery__tile">
              {image.value ? (
                <img
                  src={previewUrl(image.value, 240)}
                  alt={`Gallery image ${index + 1}`}
                  className="item-gallery__image"
                />
              ) : null}
              <input {...getInputProps(image, { type: "hidden" })} key={image.key} />
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                className="item-gallery__remove"
              >
                Remove<span className="visually-hidden"> gallery image {index + 1}</span>
              </button>
            </li>
          ))}
          {uploads
            .filter((u) => !u.error)
            .map((u) => (
              <li key={`upload-${u.key}`} className="item-gallery__tile is-uploading">
                {u.preview ? (
                  <img
                    src={u.preview}
                    alt=""
                    className="item-gallery__image"
                    onError={() => previewFailed(u.key)}
                  />
                ) : null}
                <Progress upload={u} label={`Upload of ${u.name}`} />
              </li>
            ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        name={hydrated ? undefined : "gallery"}
        className="item-file"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${hintId} ${field.errorId}` : hintId}
        onChange={hydrated ? choose : undefined}
      />
      <p id={hintId} className="item-hint">
        Shown after the main image on the bouquet&rsquo;s page. {HINT}
      </p>
      <FieldErrors id={field.errorId} errors={errors} />
    </div>
  );
}

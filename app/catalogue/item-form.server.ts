// The create and edit actions: one reading of the item form, one save, the same replies.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { checkCsrf, redirectWithMessage, type AdminRequest } from "~/admin-auth/session.server";
import { storeImage } from "~/images/images.server";
import { readMultipartForm } from "~/images/multipart.server";
import { IMAGE_TOO_LARGE } from "~/images/rules";
import { isShopError, statusOf } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import type { ItemFields } from "~/catalogue/item-input";
import { ItemForm } from "./item-form-schema";

export interface ItemFormReply {
  result: SubmissionResult<string[]>;
  /** Set when the item was saved and the page stays (with JavaScript): the message to show. */
  saved?: string;
}

/** The form's field that shows problems with an uploaded file of each file input. */
const shownAt = (fileField: string) => (fileField === "image" ? "imageUrl" : "galleryImages");

/**
 * Reads the posted item form after its CSRF check. Files posted with it (without JavaScript) are
 * stored at once by the same code as /api/images and stand in the form as image ids, so a post
 * that fails on another field, or only adds a size, does not lose them.
 */
async function readItemForm(request: Request, guard: AdminRequest, lead: string) {
  let form;
  try {
    form = await readMultipartForm(request, {
      fileFields: ["image", "gallery"],
      oversized: "report",
    });
  } catch (error) {
    // Over 30 MB in one post (photos sent without JavaScript), or a field named to reach a
    // prototype: nothing was read, nothing changes.
    if (!isShopError(error) || (error.kind !== "too-large" && error.kind !== "invalid")) {
      throw error;
    }
    const result: SubmissionResult<string[]> = {
      status: "error",
      error: { "": [`${lead}: ${error.message}`] },
    };
    return { refusal: data<ItemFormReply>({ result }, { status: statusOf[error.kind] }) };
  }
  const { fields, files, oversized } = form;
  checkCsrf(request, guard.session, fields);

  const fileErrors: Record<string, string[]> = {};
  const refuse = (fileField: string, message: string) => {
    const list = (fileErrors[shownAt(fileField)] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const file of oversized) refuse(file.field, IMAGE_TOO_LARGE);

  let galleryIndex = [...fields.keys()].filter((key) => /^galleryImages\[\d+\]$/.test(key)).length;
  for (const file of files) {
    try {
      const image = await storeImage(file.bytes);
      if (file.field === "image") fields.set("imageUrl", image.id);
      else fields.set(`galleryImages[${galleryIndex++}]`, image.id);
    } catch (error) {
      if (!isShopError(error)) throw error;
      refuse(file.field, error.message);
    }
  }

  return {
    submission: parseWithZod(fields, { schema: ItemForm }),
    fileErrors: Object.keys(fileErrors).length > 0 ? fileErrors : null,
    /** The page posted it with JavaScript running: answer in place rather than redirect. */
    enhanced: fields.get("enhanced") === "1",
  };
}

/** The checked form as the domain's fields. The base price is not on this form: an edit keeps it. */
const itemFields = (value: ItemForm): ItemFields => value;

/** A form that is not ready to save: its field errors (or a list change without JavaScript). */
function notReady(submission: Submission<unknown>, fileErrors: Record<string, string[]> | null) {
  const result = fileErrors ? submission.reply({ fieldErrors: fileErrors }) : submission.reply();
  return data<ItemFormReply>(
    { result },
    { status: submission.status === "error" || fileErrors ? 400 : 200 },
  );
}

/** A domain field path (`sizes.0.sizeName`, `image`) as the form's field name. */
const formName = (path: string) =>
  path === "image" ? "imageUrl" : path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/**
 * The domain refused the item ('Error creating item: …', 'Error updating item: …'):
 * its message above the actions, its field messages beside the fields. A missing item is a 404.
 */
function refused(submission: Submission<unknown>, error: unknown, lead: string) {
  if (!isShopError(error)) throw error;
  if (error.kind === "not-found") throw new Response(error.message, { status: 404 });
  const fieldErrors = Object.fromEntries(
    Object.entries(error.issues ?? {}).map(([path, messages]) => [formName(path), messages]),
  );
  return formRefusal<ItemFormReply>(submission, error, {
    formErrors: [`${lead}: ${error.message}`],
    fieldErrors,
    answer: (result) => ({ result }),
  });
}

export interface ItemFormSave {
  /** 'Error creating item' or 'Error updating item': what every refusal starts with. */
  lead: string;
  /** Where a post without JavaScript lands after the save. */
  back: string;
  /** Runs once the form is read (after its CSRF check), before its fields are: edit's 404. */
  check?: () => void;
  /** Saves the checked fields and says so. */
  save: (fields: ItemFields) => Promise<string>;
  /** After a save with JavaScript the form starts empty again (a new item). */
  resetForm?: boolean;
}

/**
 * The create and edit actions: the form is read, checked and saved; the answer is the form's
 * errors, the domain's refusal, or the saved message (in place with JavaScript, else after a
 * redirect back to the list).
 */
export async function saveItemForm(request: Request, guard: AdminRequest, how: ItemFormSave) {
  const read = await readItemForm(request, guard, how.lead);
  if ("refusal" in read) return read.refusal;
  const { submission, fileErrors, enhanced } = read;
  how.check?.();
  if (submission.status !== "success" || fileErrors) return notReady(submission, fileErrors);
  try {
    const saved = await how.save(itemFields(submission.value));
    if (!enhanced) return redirectWithMessage(request, guard.session, how.back, saved);
    return data<ItemFormReply>({ result: submission.reply({ resetForm: how.resetForm }), saved });
  } catch (error) {
    return refused(submission, error, how.lead);
  }
}

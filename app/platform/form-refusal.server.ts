// A page action's answer to a ShopError, on its form: Conform's reply with the refusal's words,
// the kind's one status (statusOf) and, for a rate limit, Retry-After (refusalInit). The JSON
// JSON API's counterpart is api/respond.server.ts; this one is for pages.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { refusalInit, type ShopError } from "./errors";

type Reply = SubmissionResult<string[]>;

interface FormRefusal<Body> {
  /** The form's own words, when the page says it its way (default: the message, unless fields are named). */
  formErrors?: string[];
  /** Messages per field, when the form names them otherwise (default: the error's issues). */
  fieldErrors?: Record<string, string[]>;
  /** Fields never sent back to the page (a password). */
  hideFields?: string[];
  /** The action's answer around the reply, when it carries more than the reply. */
  answer?: (result: Reply) => Body;
}

/**
 * The refusal on the form: the fields it names beside them, or else its message above the form;
 * with its status (and Retry-After).
 */
export function formRefusal<Body = Reply>(
  submission: Submission<unknown>,
  error: ShopError,
  { formErrors, fieldErrors, hideFields, answer }: FormRefusal<Body> = {},
) {
  const result = submission.reply({
    fieldErrors: fieldErrors ?? error.issues,
    formErrors: formErrors ?? (error.issues ? undefined : [error.message]),
    hideFields,
  });
  return data(answer ? answer(result) : (result as Body), refusalInit(error));
}

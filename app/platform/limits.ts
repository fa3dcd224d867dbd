// The request body limits. The production server enforces them while the body
// streams in; the domain checks them again for callers that reach it another way (tests, dev).

/** JSON and urlencoded bodies. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** One multipart request (admin uploads). */
export const MAX_FORM_BYTES = 30 * 1024 * 1024;
/** Files in one multipart request. */
export const MAX_FORM_FILES = 12;

export const BODY_TOO_LARGE = "The request body is too large: send at most 1 MB.";
export const FORM_TOO_LARGE = "The form is too large. Send at most 30MB in one request.";

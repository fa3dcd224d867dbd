// A field people never see and bots fill in: a public form that comes back with it filled is
// dropped without a word, so the bot learns nothing. Not remix-utils' honeypot: its Remix 2 line
// (7.x) wants zod 3 beside our zod 4, and its inputs give two traps on one page the same id.
export const HONEYPOT_FIELD = "website";

/**
 * The field the scripted public forms (contact, newsletter) add to be answered in place rather
 * than redirected. Here, beside the trap, because the footer's form must not pull a schema (and
 * Zod) into every page's scripts.
 */
export const ANSWER_IN_PLACE = "answerInPlace";

export const filledHoneypot = (form: FormData): boolean =>
  String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "";

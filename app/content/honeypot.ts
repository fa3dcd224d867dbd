// A field people never see and bots fill in: a public form that comes back with it filled is
// dropped without a word (CONTRACT.md §10), so the bot learns nothing.
export const HONEYPOT_FIELD = "website";

export const filledHoneypot = (form: FormData): boolean =>
  String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "";

// Words every public page shares. Keys are '<area>.<name>'; a refusal's words live under
// '<area>.error.<name>', with {placeholders} for its values: the schemas and the domain refuse by
// that id and those values (said.ts), and each door says it in its language.
export default {
  "common.languageLink": "العربية",
  "common.skipToContent": "Skip to content",
  "common.honeypot": "Leave this field empty",
} as const;

// Words every public page shares. Keys are '<area>.<name>'; a refusal's words live under
// '<area>.error.<name>', written exactly as the English message the shop produces, with
// {placeholders} for its values, so the Arabic page can say it in Arabic (translate.ts).
export default {
  "common.languageLink": "العربية",
  "common.skipToContent": "Skip to content",
  "common.honeypot": "Leave this field empty",
} as const;

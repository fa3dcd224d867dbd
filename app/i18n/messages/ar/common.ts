import type { Catalogue } from "../catalogue";
import type english from "../en/common";

export default {
  "common.languageLink": "English",
  "common.skipToContent": "انتقل إلى المحتوى",
  "common.honeypot": "اترك هذا الحقل فارغًا",
} satisfies Catalogue<typeof english>;

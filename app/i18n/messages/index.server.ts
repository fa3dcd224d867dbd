// Every message of the shop in both languages: one file per area of the storefront and language
// (en/*.ts, ar/*.ts; the Arabic file must have every key of its English one, or the build
// fails). Server only: pages receive their language's messages from the root loader, so the
// browser never downloads a catalogue in its script.
import arCommon from "./ar/common";
import arDocuments from "./ar/documents";
import arEmails from "./ar/emails";
import enCommon from "./en/common";
import enDocuments from "./en/documents";
import enEmails from "./en/emails";

export const english = { ...enCommon, ...enDocuments, ...enEmails };

export type MessageId = keyof typeof english;

export const arabic: { readonly [Key in MessageId]: string } = {
  ...arCommon,
  ...arDocuments,
  ...arEmails,
};

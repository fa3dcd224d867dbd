// An occasion as the customer reads it: its kind's name, or the name they gave their own date.
import type { RecipientOccasionRow } from "~/db/schema";
import type { Translator } from "~/i18n/translate";

export const occasionName = (
  occasion: Pick<RecipientOccasionRow, "kind" | "label">,
  t: Translator["t"],
) =>
  occasion.kind === "own-date" && occasion.label
    ? occasion.label
    : t(`account.occasions.kind.${occasion.kind}`);

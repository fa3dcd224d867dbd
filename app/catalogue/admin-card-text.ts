// What an admin collection card shows of a long description and a long list of sizes:
// descriptions cut at 80 characters, at most 3 sizes and a chip.

export const DESCRIPTION_LIMIT = 80;
export const SIZES_SHOWN = 3;

/** The text cut to `limit` characters (whole code points), with an ellipsis when cut. */
export function truncateText(text: string, limit = DESCRIPTION_LIMIT): string {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return characters.join("");
  return `${characters.slice(0, limit).join("").trimEnd()}…`;
}

/** The first sizes by name, and the '+N more' label for the rest (null when none are hidden). */
export function sizeChips(
  names: string[],
  shown = SIZES_SHOWN,
): { names: string[]; more: string | null } {
  const hidden = names.length - shown;
  return { names: names.slice(0, shown), more: hidden > 0 ? `+${hidden} more` : null };
}

// The shop's font files, cut from Fontsource's Latin files (decision 019) and Arabic ones (decision
// 026): what `npm run fonts` writes into app/styles/fonts, and what its test compares them with.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import {
  ARABIC,
  ARABIC_DIGIT_FILES,
  ARABIC_FONT_FILES,
  arabicDigitsFileStem,
  arabicDigitsSourceFile,
  arabicFileStem,
  arabicFontsourceFile,
  charactersOf,
  FONT_FILES,
  FONT_PART_NAMES,
  FONT_PARTS,
  DIGITS,
  fileStem,
  fontsourceFile,
} from "../../app/styles/font-subsets";

export const FONTS_FOLDER = "app/styles/fonts";

export interface FontFile {
  path: string;
  bytes: Buffer;
}

/** Each Latin face's `basic` and `rest` files, each Arabic face's file and Plex's digits, as WOFF2. */
export async function shopFontFiles(): Promise<FontFile[]> {
  const files: FontFile[] = [];
  for (const face of FONT_FILES) {
    const source = readFileSync(fontsourceFile(face));
    for (const part of FONT_PART_NAMES) {
      const characters = charactersOf(FONT_PARTS[part]);
      const bytes = await subsetFont(source, characters, { targetFormat: "woff2" });
      files.push({ path: join(FONTS_FOLDER, `${fileStem(face, part)}.woff2`), bytes });
    }
  }
  for (const face of ARABIC_FONT_FILES) {
    const source = readFileSync(arabicFontsourceFile(face));
    const bytes = await subsetFont(source, charactersOf(ARABIC), { targetFormat: "woff2" });
    files.push({ path: join(FONTS_FOLDER, `${arabicFileStem(face)}.woff2`), bytes });
  }
  for (const face of ARABIC_DIGIT_FILES) {
    const source = readFileSync(arabicDigitsSourceFile(face));
    const bytes = await subsetFont(source, charactersOf(DIGITS), { targetFormat: "woff2" });
    files.push({ path: join(FONTS_FOLDER, `${arabicDigitsFileStem(face)}.woff2`), bytes });
  }
  return files;
}

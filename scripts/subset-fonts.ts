// `npm run fonts`: cuts the shop's font files from Fontsource's (decision 019). Run it after
// changing BASIC in app/styles/font-subsets.ts or updating @fontsource/*, and commit the files.
import { mkdirSync, writeFileSync } from "node:fs";
import { FONTS_FOLDER, shopFontFiles } from "./fonts/subset";

mkdirSync(FONTS_FOLDER, { recursive: true });
for (const file of await shopFontFiles()) {
  writeFileSync(file.path, file.bytes);
  console.log(`${file.path}: ${(file.bytes.length / 1024).toFixed(1)} KB`);
}

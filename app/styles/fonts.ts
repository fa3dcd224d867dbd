// Two faces, four weights and styles, self-hosted (DESIGN.md): Cormorant Garamond for display and
// prices, Jost for UI and body. Each comes in two files cut from Fontsource's (decision 019,
// font-subsets.ts): `basic`, preloaded where it shows above the fold, and `rest`, which the browser
// fetches only for a character the basic file lacks.
import {
  FONT_FILES,
  FONT_PART_NAMES,
  FONT_PARTS,
  fileStem,
  unicodeRange,
  type FontPart,
  type ShopFont,
} from "./font-subsets";

const urls = import.meta.glob<string>("./fonts/*.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});

function fileUrl(face: ShopFont, part: FontPart): string {
  const url = urls[`./fonts/${fileStem(face, part)}.woff2`];
  if (!url) throw new Error(`app/styles/fonts lacks ${fileStem(face, part)}: run npm run fonts`);
  return url;
}

const face = (font: ShopFont, part: FontPart) =>
  `@font-face{font-family:"${font.family}";src:url(${fileUrl(font, part)}) format("woff2");font-weight:${font.weight};font-style:${font.style};font-display:swap;unicode-range:${unicodeRange(FONT_PARTS[part])}}`;

export const fontFaceCss = FONT_FILES.flatMap((font) =>
  FONT_PART_NAMES.map((part) => face(font, part)),
).join("");

/** The faces above the fold (display and body text), preloaded so headings don't reflow. */
export const fontPreloads = FONT_FILES.filter(
  (font) => font.weight === 400 && font.style === "normal",
).map((font) => fileUrl(font, "basic"));

// Two faces, four weights and styles, self-hosted (docs/design.md): Cormorant Garamond for display and
// prices, Jost for UI and body. Each comes in two files cut from Fontsource's (decision 019,
// font-subsets.ts): `basic`, preloaded where it shows above the fold, and `rest`, which the browser
// fetches only for a character the basic file lacks. Beside them, Arabic faces for the Arabic pages
// (decision 026): Noto Naskh Arabic with the serif, IBM Plex Sans Arabic with the sans, one file each.
import {
  ARABIC,
  ARABIC_DIGIT_FILES,
  ARABIC_FONT_FILES,
  arabicDigitsFileStem,
  arabicFileStem,
  FONT_FILES,
  FONT_PART_NAMES,
  FONT_PARTS,
  DIGITS,
  fileStem,
  unicodeRange,
  type ArabicFont,
  type FontPart,
  type ShopFont,
} from "./font-subsets";

const urls = import.meta.glob<string>("./fonts/*.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});

function urlOf(stem: string): string {
  const url = urls[`./fonts/${stem}.woff2`];
  if (!url) throw new Error(`app/styles/fonts lacks ${stem}: run npm run fonts`);
  return url;
}

const fileUrl = (face: ShopFont, part: FontPart) => urlOf(fileStem(face, part));

const fontFace = (family: string, url: string, weight: number, style: string, range: string) =>
  `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-style:${style};font-display:swap;unicode-range:${range}}`;

const face = (font: ShopFont, part: FontPart) =>
  fontFace(
    font.family,
    fileUrl(font, part),
    font.weight,
    font.style,
    unicodeRange(FONT_PARTS[part]),
  );

// Arabic has no italic: where the Latin text turns italic, the Arabic stays upright (Naskh's
// upright file serves as its italic) rather than the browser slanting it.
const arabicFaces = (font: ArabicFont) =>
  (font.family === "Noto Naskh Arabic" ? ["normal", "italic"] : [font.style]).map((style) =>
    fontFace(font.family, urlOf(arabicFileStem(font)), font.weight, style, unicodeRange(ARABIC)),
  );

// Plex's digits, under the same family and weight: on an Arabic page the sans stack sets a digit
// in Plex; Naskh has none of its own here, so the serif's prices keep Cormorant's (lining) figures.
const arabicDigitFace = (font: ArabicFont) =>
  fontFace(
    font.family,
    urlOf(arabicDigitsFileStem(font)),
    font.weight,
    font.style,
    unicodeRange(DIGITS),
  );

// The Arabic faces are named only by the Arabic pages' font stacks (app.css), so an English page
// never downloads them, not even for the header's link that says العربية.
export const fontFaceCss = [
  ...FONT_FILES.flatMap((font) => FONT_PART_NAMES.map((part) => face(font, part))),
  ...ARABIC_FONT_FILES.flatMap(arabicFaces),
  ...ARABIC_DIGIT_FILES.map(arabicDigitFace),
].join("");

/**
 * The upright faces every page paints above the fold (display, body text, and Jost 500 for the
 * header's links and buttons), preloaded: found through the CSS they arrive a round trip after the
 * stylesheets and hold back the first paint or reflow it. The italic is not on every page, so it
 * still comes through the CSS (a preload nobody uses is a wasted download and a console warning).
 */
// The faces above the fold: each language preloads these files and puts these faces to use.
const latinAboveTheFold = FONT_FILES.filter((font) => font.style === "normal");
const arabicAboveTheFold = ARABIC_FONT_FILES.filter((font) => font.weight <= 500);
const arabicDigitsAboveTheFold = ARABIC_DIGIT_FILES.filter((font) => font.weight === 400);

export const fontPreloads = latinAboveTheFold.map((font) => fileUrl(font, "basic"));

/**
 * Every face an Arabic page paints above the fold, preloaded on Arabic pages only (root.tsx knows
 * the page's language): Naskh and Plex 400 for the text and headings, Plex 500 for labels and
 * buttons, Plex's digits, and the Latin faces of the wordmark and prices. Found late through the
 * CSS (after the stylesheets and the first style pass) they held back every Arabic first paint by
 * a round trip. Plex 600 and the rest of each Latin face still come through the CSS when used.
 */
export const arabicFontPreloads = [
  ...arabicAboveTheFold.map((font) => urlOf(arabicFileStem(font))),
  ...arabicDigitsAboveTheFold.map((font) => urlOf(arabicDigitsFileStem(font))),
  ...fontPreloads,
];

/** A face as the Font Loading API names it (`500 1em "Jost"`), with a character only it draws. */
type FaceInUse = readonly [font: string, sample: string];

const inUse = (font: { family: string; weight: number }, sample: string): FaceInUse => [
  `${font.weight} 1em "${font.family}"`,
  sample,
];

const latinFacesInUse = latinAboveTheFold.map((font) => inUse(font, "a"));

const arabicFacesInUse = [
  ...arabicAboveTheFold.map((font) => inUse(font, "ع")),
  ...arabicDigitsAboveTheFold.map((font) => inUse(font, "0")),
  ...latinFacesInUse,
];

/**
 * The faces an Arabic or an English page preloads, put to use from <head> (`document.fonts.load`). A face first
 * named by the first style pass is still "loading" in the layout that follows, even when its
 * preloaded file has arrived, so that layout sets the text in fallback fonts and lays it out again
 * when the face is ready; for Arabic text the fallback is a system font looked up character by
 * character, the costliest part of an Arabic page's first layout. Started here, the faces are
 * ready before the first layout.
 */
export function fontWarmUpScript(page: "arabic" | "latin"): string {
  const faces = page === "arabic" ? arabicFacesInUse : latinFacesInUse;
  return `if(document.fonts)for(const[f,t]of ${JSON.stringify(faces)})document.fonts.load(f,t).catch(()=>{});`;
}

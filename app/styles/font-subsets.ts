// Which characters each font file carries (decision 019). Fontsource's "latin" files hold every
// Latin-1 letter; the shop's own pages use ASCII and a little typography. So each face comes in two
// files: `basic` (what the pages use, preloaded, about 40 % smaller) and `rest` (the remainder of
// Fontsource's Latin range, fetched only by a page that shows one of them: a customer's accented
// name, say). Their ranges never overlap, so the browser asks for `rest` only when it needs it.

/** Inclusive ranges of Unicode code points. */
export type CodePoints = readonly (readonly [number, number])[];

/** Fontsource's `latin` unicode-range (@fontsource/* 5.x): everything a face can show. */
export const LATIN: CodePoints = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** ASCII, the no-break space and the typography of the shop's copy and demo catalogue. */
export const BASIC: CodePoints = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00ab, 0x00ab], // « : the Arabic copy's quotation marks, which the Arabic faces lack
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // ·
  [0x00bb, 0x00bb], // »
  [0x00c8, 0x00ca], // È É Ê: the accents below in an uppercase heading (text-transform)
  [0x00d7, 0x00d7], // ×
  [0x00e8, 0x00ea], // è é ê
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2066, 0x2069], // the direction isolates around a Latin name in Arabic copy
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

function codePointsOf(ranges: CodePoints): number[] {
  return ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
  );
}

function rangesOf(points: number[]): CodePoints {
  const ranges: [number, number][] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The code points of `ranges` that are not in `removed`. */
export function without(ranges: CodePoints, removed: CodePoints): CodePoints {
  const gone = new Set(codePointsOf(removed));
  return rangesOf(codePointsOf(ranges).filter((point) => !gone.has(point)));
}

/** The characters of `ranges`, as a string (what the subsetter keeps). */
export function charactersOf(ranges: CodePoints): string {
  return String.fromCodePoint(...codePointsOf(ranges));
}

/** `ranges` as a CSS unicode-range value: `U+20-7E,U+A0`. */
export function unicodeRange(ranges: CodePoints): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}

/** What the `rest` files carry: Fontsource's Latin range without the basic characters. */
export const REST: CodePoints = without(LATIN, BASIC);

/** Each face's two files, by the last word of their names, with the characters they carry. */
export const FONT_PARTS = { basic: BASIC, rest: REST } as const;

export type FontPart = keyof typeof FONT_PARTS;

export const FONT_PART_NAMES = Object.keys(FONT_PARTS) as FontPart[];

/** The four faces the shop uses, by the name of their Fontsource file. */
export const FONT_FILES = [
  { family: "Cormorant Garamond", source: "cormorant-garamond", weight: 400, style: "normal" },
  { family: "Cormorant Garamond", source: "cormorant-garamond", weight: 400, style: "italic" },
  { family: "Jost", source: "jost", weight: 400, style: "normal" },
  { family: "Jost", source: "jost", weight: 500, style: "normal" },
] as const;

export type ShopFont = (typeof FONT_FILES)[number];

/** `cormorant-garamond-400-italic-basic`: a face's file in app/styles/fonts, without `.woff2`. */
export function fileStem(face: ShopFont, part: FontPart): string {
  return `${face.source}-${face.weight}-${face.style}-${part}`;
}

/** Where Fontsource keeps a face's Latin file, from the project's root. */
export function fontsourceFile(face: ShopFont): string {
  return `node_modules/@fontsource/${face.source}/files/${face.source}-latin-${face.weight}-${face.style}.woff2`;
}

/**
 * The Arabic faces' one file each (decision 026): Arabic as the shop writes it, and the Persian
 * and Urdu letters of customers' names. Not split in two like the Latin files: a word whose
 * letters came from two files would lose the joins between them, so all of it is in one file.
 * The subsetter keeps every layout feature (the letters' joining forms, ligatures, marks).
 */
export const ARABIC: CodePoints = [
  [0x060c, 0x060c], // ، Arabic comma
  [0x061b, 0x061c], // ؛ Arabic semicolon, the Arabic letter mark
  [0x061f, 0x061f], // ؟ Arabic question mark
  [0x0621, 0x0655], // the letters, tatweel, the vowel marks, shadda, sukun and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, ٪ and the decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // ٹ
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0688, 0x0688], // ڈ
  [0x0691, 0x0691], // ڑ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06ba, 0x06ba], // ں
  [0x06be, 0x06be], // ھ
  [0x06c1, 0x06c1], // ہ
  [0x06c3, 0x06c3], // ۃ
  [0x06cc, 0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔
  [0x06f0, 0x06f9], // Persian digits
  [0x200c, 0x200f], // zero-width non-joiner and joiner, the direction marks
  [0xfe70, 0xfe74], // presentation forms: text that was typed in them
  [0xfe76, 0xfefc],
];

/**
 * The Arabic faces beside the Latin ones: Noto Naskh with Cormorant Garamond, Plex with Jost. Plex
 * in the three weights the Arabic pages set (400 text, 500 labels and buttons, 600 what the Latin
 * pages set in Jost 500 and bold): real cuts, never a weight the browser fakes by smearing.
 */
export const ARABIC_FONT_FILES = [
  { family: "Noto Naskh Arabic", source: "noto-naskh-arabic", weight: 400, style: "normal" },
  { family: "IBM Plex Sans Arabic", source: "ibm-plex-sans-arabic", weight: 400, style: "normal" },
  { family: "IBM Plex Sans Arabic", source: "ibm-plex-sans-arabic", weight: 500, style: "normal" },
  { family: "IBM Plex Sans Arabic", source: "ibm-plex-sans-arabic", weight: 600, style: "normal" },
] as const;

/** The Western digits, which Fontsource keeps in a face's Latin file. */
export const DIGITS: CodePoints = [[0x0030, 0x0039]];

/**
 * Plex's digits, a file of their own per weight: in an Arabic label ('3 باقات', '9 مساءً') the
 * digits match the letters' face rather than Jost's, which sit lower and rounder. A few hundred
 * bytes, fetched only by an Arabic page that shows a digit in the sans.
 */
export const ARABIC_DIGIT_FILES = ARABIC_FONT_FILES.filter(
  (font) => font.family === "IBM Plex Sans Arabic",
);

export type ArabicFont = (typeof ARABIC_FONT_FILES)[number];

/** `noto-naskh-arabic-400-normal-arabic`: an Arabic face's file in app/styles/fonts, without `.woff2`. */
export function arabicFileStem(face: ArabicFont): string {
  return `${face.source}-${face.weight}-${face.style}-arabic`;
}

/** Where Fontsource keeps an Arabic face's Arabic file, from the project's root. */
export function arabicFontsourceFile(face: ArabicFont): string {
  return `node_modules/@fontsource/${face.source}/files/${face.source}-arabic-${face.weight}-${face.style}.woff2`;
}

/** `ibm-plex-sans-arabic-400-normal-digits`: an Arabic face's digits file, without `.woff2`. */
export function arabicDigitsFileStem(face: ArabicFont): string {
  return `${face.source}-${face.weight}-${face.style}-digits`;
}

/** Where Fontsource keeps the Latin file an Arabic face's digits are cut from. */
export function arabicDigitsSourceFile(face: ArabicFont): string {
  return `node_modules/@fontsource/${face.source}/files/${face.source}-latin-${face.weight}-${face.style}.woff2`;
}

// 'Trusted By' wordmarks for fictional hotels: ink on transparent, each style a different house look.
// Only system fonts reach librsvg, so each face lists URW's well-drawn clones first and falls back
// to DejaVu and the generic family.

import { Defs, num, svgDocument } from "./svg";

const INK = "#1c1a17";
const W = 480;
const H = 160;

const FACES = {
  palatino: "P052, 'Palatino Linotype', Palatino, 'DejaVu Serif', serif",
  schoolbook: "C059, 'Century Schoolbook', 'DejaVu Serif', serif",
  roman: "'Nimbus Roman', 'Liberation Serif', 'Times New Roman', 'DejaVu Serif', serif",
  gothic: "'URW Gothic', 'Century Gothic', 'DejaVu Sans', sans-serif",
  chancery: "Z003, 'URW Chancery L', 'DejaVu Serif', serif",
};

/** Rough advance widths (in em) for fitting a line into the mark without measuring glyphs. */
function textWidth(text: string, size: number, spacing: number, wide = 1): number {
  let em = 0;
  for (const c of text)
    em += c === " " ? 0.28 : c === c.toUpperCase() && c !== c.toLowerCase() ? 0.72 * wide : 0.5;
  return em * size + spacing * Math.max(0, text.length - 1);
}

/** The largest size up to `max` (with letter-spacing `track` em) at which `text` fits `width`. */
function fit(text: string, max: number, track: number, width: number, wide = 1): number {
  let size = max;
  while (size > 8 && textWidth(text, size, size * track, wide) > width) size -= 0.5;
  return size;
}

function line(
  text: string,
  y: number,
  face: string,
  size: number,
  track: number,
  extra = "",
): string {
  // Letter-spacing adds space after the last letter too; shift by half of it to stay centred.
  const x = W / 2 + (size * track) / 2;
  return `<text x="${num(x)}" y="${num(y)}" text-anchor="middle" font-family="${face}" font-size="${num(size)}" letter-spacing="${num(size * track)}" fill="${INK}"${extra}>${escape(text)}</text>`;
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const rule = (x1: number, x2: number, y: number, w = 1) =>
  `<rect x="${num(x1)}" y="${num(y - w / 2)}" width="${num(x2 - x1)}" height="${num(w)}" fill="${INK}"/>`;

/** Initials of the name's significant words ("The Halcyon Palm" gives "HP"). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => !/^(the|al|de|la|le)$/i.test(w));
  return words
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
}

const STYLES: ((name: string) => string)[] = [
  // 0: widely spaced Palatino capitals over a small sans place name.
  (name) => {
    const caps = name.toUpperCase();
    const size = fit(caps, 30, 0.3, 430);
    return line(caps, 86, FACES.palatino, size, 0.3) + line("DUBAI", 116, FACES.gothic, 10, 0.6);
  },
  // 1: a schoolbook serif between two hairlines.
  (name) => {
    const size = fit(name, 40, 0.02, 420);
    return (
      rule(110, 370, 40) +
      line(name, 94, FACES.schoolbook, size, 0.02) +
      rule(110, 370, 120) +
      line("HOTEL  ·  DUBAI", 142, FACES.gothic, 9, 0.5)
    );
  },
  // 2: an italic monogram in a fine ring above the name in small spaced capitals.
  (name) => {
    const caps = name.toUpperCase();
    const size = fit(caps, 15, 0.4, 420);
    return (
      `<circle cx="${W / 2}" cy="50" r="34" fill="none" stroke="${INK}" stroke-width="1.2"/>` +
      line(initials(name), 63, FACES.chancery, 36, 0) +
      line(caps, 122, FACES.gothic, size, 0.4)
    );
  },
  // 3: geometric sans capitals, very wide, with a rule either side of the place name.
  (name) => {
    const caps = name.toUpperCase();
    const size = fit(caps, 26, 0.45, 440, 1.15);
    return (
      line(caps, 80, FACES.gothic, size, 0.45) +
      rule(150, 205, 112, 0.8) +
      line("DUBAI", 116, FACES.gothic, 10, 0.5) +
      rule(275, 330, 112, 0.8)
    );
  },
  // 4: an italic serif with a small star above, like an engraved crest.
  (name) => {
    const size = fit(name, 44, 0, 420);
    const star = `<path transform="translate(${W / 2} 30)" d="M0 -10L2.4 -2.4L10 0L2.4 2.4L0 10L-2.4 2.4L-10 0L-2.4 -2.4Z" fill="${INK}"/>`;
    return (
      star +
      line(name, 94, FACES.palatino, size, 0, ' font-style="italic"') +
      line("RESORT  &  SPA", 128, FACES.roman, 10, 0.45)
    );
  },
];

/** A hotel's wordmark, 480×160, `style` 0..4. */
export function wordmarkSvg(name: string, style: 0 | 1 | 2 | 3 | 4): string {
  const paint = STYLES[style] ?? STYLES[0];
  return svgDocument(W, H, new Defs(), paint ? paint(name) : "");
}

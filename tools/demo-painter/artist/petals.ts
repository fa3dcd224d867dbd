// Shared petal craft: the five tones of a bloom, petal outlines, and the cup seen below a turned bloom.
// Every bloom is painted in a unit frame (radius 100, face up) and placed by flowers.ts.

import { adjust, luminance, mix, shade, tint } from "./colour";
import type { Random } from "./random";
import { type Defs, type Point, num, smoothPath } from "./svg";

/** From the shadowed heart of a bloom out to the sunlit edge of its petals. */
export interface BloomTone {
  heart: string;
  deep: string;
  body: string;
  rim: string;
  light: string;
}

/**
 * `light` is how much the bloom faces the key light (about 0.6 in the shade to 1.1 in full light).
 * Pale blooms keep a green-cream heart, as white roses and ranunculus do; coloured ones deepen.
 */
export function bloomTone(colour: string, light: number): BloomTone {
  const lit = (c: string) =>
    light >= 1 ? tint(c, (light - 1) * 0.35) : shade(c, (1 - light) * 0.55);
  // Lighter tones keep their saturation, so a red rose's edges stay red rather than pink.
  const up = (t: number) => adjust(tint(colour, t), 0, 1 + t);
  const pale = luminance(colour) > 0.82;
  const dark = luminance(colour) < 0.3;
  // Coloured hearts deepen and saturate rather than grey: a blush rose's centre is rose, not mauve.
  const deep = pale
    ? mix(colour, "#b8b48e", 0.3)
    : adjust(shade(colour, dark ? 0.45 : 0.2), -4, 1.25);
  const heart = pale
    ? mix(colour, "#a3a577", 0.45)
    : adjust(shade(colour, dark ? 0.65 : 0.38), -6, 1.4);
  return {
    heart: lit(heart),
    deep: lit(deep),
    body: lit(colour),
    rim: lit(up(dark ? 0.12 : 0.3)),
    light: lit(up(dark ? 0.24 : 0.62)),
  };
}

/** Gradient for a petal drawn pointing up: dark at its base, light at its rim. */
export function petalFill(defs: Defs, t: BloomTone, lightAt = 0.82): string {
  return defs.linear([
    [0, t.heart],
    [0.35, t.deep],
    [lightAt - 0.2, t.body],
    [lightAt, t.rim],
    [1, t.light],
  ]);
}

/**
 * A rounded petal pointing up from radius `a` to radius `b`, `w` half-wide at its shoulder.
 * `point` (0..1) draws the reflexed tip of an outer rose petal.
 */
export function petalPath(a: number, b: number, w: number, point = 0): string {
  const s = a + (b - a) * 0.62;
  const tip = -b - point * 6;
  return (
    `M0 ${num(-a)}` +
    `C${num(w * 0.7)} ${num(-a)} ${num(w * 1.08)} ${num(-s + (b - a) * 0.2)} ${num(w)} ${num(-s)}` +
    `C${num(w * 0.9)} ${num(-b * 0.97)} ${num(w * 0.35)} ${num(-b)} 0 ${num(tip)}` +
    `C${num(-w * 0.35)} ${num(-b)} ${num(-w * 0.9)} ${num(-b * 0.97)} ${num(-w)} ${num(-s)}` +
    `C${num(-w * 1.08)} ${num(-s + (b - a) * 0.2)} ${num(-w * 0.7)} ${num(-a)} 0 ${num(-a)}Z`
  );
}

/** A petal with a ruffled, crinkled rim: peonies and the loose outer petals of garden roses. */
export function ruffledPetal(
  rng: Random,
  a: number,
  b: number,
  w: number,
  ruffles: number,
): string {
  const cy = -(a + (b - a) * 0.45);
  const reach = (b - a) * 0.55;
  const points: Point[] = [
    [0, -a],
    [w * 0.62, -(a + (b - a) * 0.14)],
  ];
  for (let i = 0; i <= ruffles; i++) {
    const angle = ((80 - (160 * i) / ruffles) * Math.PI) / 180;
    const crinkle = (i % 2 === 0 ? 1.04 : 0.93) * rng.vary(1, 0.05);
    points.push([w * Math.sin(angle) * crinkle, cy - reach * Math.cos(angle) * crinkle]);
  }
  points.push([-w * 0.62, -(a + (b - a) * 0.14)]);
  return smoothPath(points);
}

/** A soft shadow disc, cast by an inner ring of petals onto the ring beneath. */
export function ringShadow(defs: Defs, r: number, strength: number): string {
  const fill = defs.radial([
    [0, "#000", strength],
    [0.78, "#000", strength],
    [1, "#000", 0],
  ]);
  return `<circle r="${num(r)}" fill="${fill}"/>`;
}

/**
 * Below a bloom turned away from the camera we see the outside of its cup. Painted in the bloom's
 * screen frame (face normal pointing up, radius 100); `facing` 1 is face-on, 0 edge-on.
 * `back` goes behind the face; `front` is the curled guard petals in front of its lower edge.
 */
export function cup(
  defs: Defs,
  t: BloomTone,
  rng: Random,
  facing: number,
  opts: { depth: number; petals: number; ruffle: boolean; rows?: number },
): { back: string; front: string } {
  if (facing > 0.93) return { back: "", front: "" };
  const c = facing;
  const ry = 100 * c;
  const depth = opts.depth * Math.sqrt(1 - c * c);
  const bowl = defs.linear([
    [0, t.heart],
    [0.4, t.deep],
    [0.85, t.body],
    [1, t.rim],
  ]);
  const bottom = ry + depth;
  const back =
    `<path d="M-99 0C-98 ${num(ry + depth * 0.55)} -52 ${num(bottom)} 0 ${num(bottom)}` +
    `C52 ${num(bottom)} 98 ${num(ry + depth * 0.55)} 99 0Z" fill="${bowl}"/>`;
  // The outside of the guard petals is turned from the light: no brighter than the face.
  const guard = defs.linear([
    [0, t.deep],
    [0.6, t.body],
    [1, t.rim],
  ]);
  if (opts.rows) return { back, front: scallopRows(defs, t, ry, depth, opts.rows, opts.petals) };
  // Nearly face-on, the guard petals hide under the face; only the bowl shows.
  if (facing > 0.72) return { back, front: "" };
  let front = "";
  const n = opts.petals;
  for (let i = 0; i < n; i++) {
    // Petals from the flanks towards the middle, so the middle one sits in front.
    const k = i % 2 === 0 ? i / 2 : n - 1 - (i - 1) / 2;
    const u = n === 1 ? 0.5 : k / (n - 1);
    const cx = (u - 0.5) * 125 * rng.vary(1, 0.1);
    const half = (120 / n) * rng.vary(1, 0.12) + 14;
    const rimY = ry * Math.sqrt(Math.max(0, 1 - (cx / 105) ** 2)) * rng.range(0.6, 0.9);
    const base: Point = [cx * 0.3, bottom * rng.range(0.97, 1)];
    const mid = rimY + (base[1] - rimY) * 0.45;
    const lift = opts.ruffle ? rng.range(5, 11) : 3;
    const points: Point[] = [
      base,
      [cx + half * 0.85, mid],
      [cx + half, rimY + 5],
      [cx + half * 0.45, rimY - lift * 0.6],
      [cx, rimY - lift],
      [cx - half * 0.45, rimY - lift * 0.6],
      [cx - half, rimY + 5],
      [cx - half * 0.85, mid],
    ];
    // The rolled-back edge catches the light: a thin bright lip along the rim.
    const [l, r] = [cx - half * 0.85, cx + half * 0.85];
    const lip =
      `M${num(l)} ${num(rimY + 4)}Q${num(cx)} ${num(rimY - lift * 2 - 2)} ${num(r)} ${num(rimY + 4)}` +
      `Q${num(cx)} ${num(rimY - lift * 2 + 12)} ${num(l)} ${num(rimY + 4)}Z`;
    front += `<path d="${smoothPath(points)}" fill="${guard}"/><path d="${lip}" fill="${t.rim}" fill-opacity=".6"/>`;
  }
  return { back, front };
}

/**
 * A tightly layered cup (the ranunculus) from the side: rows of petal tips, each outer row
 * lower than the one inside it and overlapping its base.
 */
function scallopRows(
  defs: Defs,
  t: BloomTone,
  ry: number,
  depth: number,
  rows: number,
  lobes: number,
): string {
  let out = "";
  for (let j = 0; j < rows; j++) {
    // Outer rows a shade lighter: their tips catch the light that the inner rows shade.
    const fill = defs.linear([
      [0, t.deep],
      [0.55, j % 2 ? t.body : mix(t.body, t.deep, 0.3)],
      [0.9, t.rim],
      [1, t.light],
    ]);
    const drop = depth * (0.1 + (0.7 * j) / rows);
    const rx = 98 - j * 3;
    const tips: Point[] = [];
    const samples = lobes * 4;
    for (let i = 0; i <= samples; i++) {
      const u = i / samples;
      const x = -rx + 2 * rx * u;
      const rim = ry * Math.sqrt(Math.max(0, 1 - (x / rx) ** 2));
      const notch = 7 * (1 - Math.abs(Math.sin(Math.PI * lobes * u + j)));
      tips.push([x, rim * 0.75 + drop + notch]);
    }
    const bottom = ry + depth;
    out +=
      `<path d="M${tips.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}` +
      `C${num(rx)} ${num(bottom * 0.9)} ${num(rx * 0.5)} ${num(bottom)} 0 ${num(bottom)}` +
      `C${num(-rx * 0.5)} ${num(bottom)} ${num(-rx)} ${num(bottom * 0.9)} ${num(-rx)} ${num(tips[0]?.[1] ?? 0)}Z" fill="${fill}"/>`;
  }
  return out;
}

// Shared petal craft: the five tones of a bloom, petal outlines, and the cup seen below a turned bloom.
// Every bloom is painted in a unit frame (radius 100, face up) and placed by flowers.ts.

import { mix, shade, tint } from "./colour";
import type { Random } from "./random";
import { Defs, type Point, num, polar, smoothPath } from "./svg";

/** From the shadowed heart of a bloom out to the sunlit edge of its petals. */
export interface BloomTone {
  heart: string;
  deep: string;
  body: string;
  rim: string;
  light: string;
}

const luminance = (hex: string) => {
  const v = parseInt(hex.slice(1), 16);
  return (0.3 * ((v >> 16) & 255) + 0.59 * ((v >> 8) & 255) + 0.11 * (v & 255)) / 255;
};

/**
 * `light` is how much the bloom faces the key light (about 0.6 in the shade to 1.1 in full light).
 * Pale blooms keep a green-cream heart, as white roses and ranunculus do; coloured ones deepen.
 */
export function bloomTone(colour: string, light: number): BloomTone {
  const lit = (c: string) => (light >= 1 ? tint(c, (light - 1) * 0.6) : shade(c, (1 - light) * 0.55));
  const pale = luminance(colour) > 0.82;
  const dark = luminance(colour) < 0.3;
  const deep = pale ? mix(colour, "#b8b48e", 0.3) : shade(colour, dark ? 0.5 : 0.26);
  const heart = pale ? mix(colour, "#a3a577", 0.45) : shade(colour, dark ? 0.7 : 0.45);
  return {
    heart: lit(heart),
    deep: lit(deep),
    body: lit(colour),
    rim: lit(tint(colour, dark ? 0.16 : 0.3)),
    light: lit(tint(colour, dark ? 0.32 : 0.62)),
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
export function ruffledPetal(rng: Random, a: number, b: number, w: number, ruffles: number): string {
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
  opts: { depth: number; petals: number; ruffle: boolean },
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
  const guard = defs.linear([
    [0, t.deep],
    [0.5, t.body],
    [0.86, t.rim],
    [1, t.light],
  ]);
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
    const lip: Point[] = [
      [cx - half * 0.85, rimY + 4],
      [cx, rimY - lift - 1],
      [cx + half * 0.85, rimY + 4],
      [cx, rimY - lift + 7],
    ];
    front += `<path d="${smoothPath(points)}" fill="${guard}"/><path d="${smoothPath(lip)}" fill="${t.light}" opacity=".55"/>`;
  }
  return { back, front };
}

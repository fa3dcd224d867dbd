// The rose, from above: rings of broad petals tightening into a spiralled heart.

import { cup, petalFill, petalPath, ringShadow, type BloomTone } from "./petals";
import type { Random } from "./random";
import { type Defs, type Point, num, polar, smoothPath } from "./svg";

export interface BloomParts {
  /** Behind the face: the outside of the cup. */
  back: string;
  /** The face, in a unit frame that the caller squashes by how far the bloom is turned. */
  face: string;
  /** In front of the face: guard petals curling towards the camera. */
  front: string;
}

/** Outer rings: petal count, inner and outer radius, shoulder half-width, rotation offset. */
const RINGS = [
  { n: 5, a: 10, b: 100, w: 56, offset: 0, point: 0.8 },
  { n: 5, a: 8, b: 86, w: 50, offset: 36, point: 0.5 },
  { n: 5, a: 6, b: 71, w: 42, offset: 14, point: 0.2 },
  { n: 4, a: 5, b: 57, w: 36, offset: 52, point: 0 },
];

export function paintRose(
  defs: Defs,
  tone: BloomTone,
  rng: Random,
  facing: number,
  small: boolean,
): BloomParts {
  const fill = petalFill(defs, tone);
  let face = "";
  for (const ring of small ? RINGS.filter((_, i) => i % 2 === 0) : RINGS) {
    face += ringShadow(defs, ring.b * 1.04, 0.16);
    for (let i = 0; i < ring.n; i++) {
      const angle = ring.offset + (360 / ring.n) * i + rng.range(-9, 9);
      const b = ring.b * rng.vary(1, 0.05);
      face += `<path transform="rotate(${num(angle)})" d="${petalPath(ring.a, b, ring.w * rng.vary(1, 0.08), ring.point)}" fill="${fill}"/>`;
    }
  }
  face += heart(defs, tone, rng, small ? 5 : 8);
  const c = cup(defs, tone, rng, facing, { depth: 62, petals: 4, ruffle: false });
  return { back: c.back, face, front: c.front };
}

/** The spiral: crescent-shaped petal edges wound ever tighter, with shadow between them. */
function heart(defs: Defs, tone: BloomTone, rng: Random, turns: number): string {
  const base = defs.radial([
    [0, tone.heart],
    [0.6, tone.deep],
    [0.85, tone.deep, 0.7],
    [1, tone.deep, 0],
  ]);
  const crescent = defs.radial([
    [0, tone.deep],
    [0.7, tone.body],
    [0.9, tone.rim],
    [1, tone.light],
  ]);
  let d = `<circle r="50" fill="${base}"/>`;
  let angle = rng.range(0, 360);
  for (let k = 0; k < turns; k++) {
    const r = 44 * 0.8 ** k;
    const [cx, cy] = polar(0, 0, r * 0.22, angle + 180);
    d += `<path d="${crescentPath(cx, cy, r, angle, rng.range(120, 190), r * rng.range(0.22, 0.34))}" fill="${crescent}"/>`;
    angle += rng.range(105, 150);
  }
  return d;
}

/** An arc of petal edge around (cx, cy), open towards `gapAt` by `gap` degrees, `thick` at most. */
function crescentPath(
  cx: number,
  cy: number,
  r: number,
  gapAt: number,
  gap: number,
  thick: number,
): string {
  const steps = 9;
  const outer: Point[] = [];
  const inner: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const a = gapAt + gap / 2 + (360 - gap) * u;
    const t = thick * Math.sin(Math.PI * u) ** 0.7;
    outer.push(polar(cx, cy, r, a));
    if (i > 0 && i < steps) inner.push(polar(cx, cy, r - t, a));
  }
  return smoothPath([...outer, ...inner.reverse()]);
}

// The ranunculus: tight concentric rings of thin petals around a small green eye.

import { mix, shade } from "./colour";
import { cup, type BloomTone } from "./petals";
import type { Random } from "./random";
import type { BloomParts } from "./rose";
import { type Defs, type Point, num, polar, smoothPath } from "./svg";

/** Each ring is this much smaller than the last, so one gradient shades every ring alike. */
const STEP = 0.84;
const RINGS = 11;

export function paintRanunculus(
  defs: Defs,
  tone: BloomTone,
  rng: Random,
  facing: number,
): BloomParts {
  // Outer rings pale, the tight middle more saturated, as on the real flower.
  // Each ring darkens softly where the next ring overlaps it, and lightens to its petal tips.
  const ringFill = (body: string, rim: string, light: string) =>
    defs.radial([
      [0, tone.deep],
      [STEP, tone.deep],
      [STEP + 0.06, mix(tone.deep, body, 0.6)],
      [0.94, body],
      [0.985, rim],
      [1, light],
    ]);
  const fills = [
    ringFill(tone.rim, tone.light, tone.light),
    ringFill(tone.body, tone.rim, tone.light),
    ringFill(tone.body, tone.body, tone.rim),
  ];
  let face = "";
  // The heart sits a little off-centre, as on a bloom that is not quite symmetrical.
  const drift = rng.range(0, 360);
  let [cx, cy] = [0, 0];
  for (let k = 0; k < RINGS; k++) {
    const r = 100 * STEP ** k;
    const lobes = Math.max(6, Math.round(rng.range(11, 15) * 0.94 ** k));
    face += `<path transform="translate(${num(cx)} ${num(cy)})" d="${scallopedRing(r, lobes, rng.range(0, 360), rng.range(0.05, 0.1))}" fill="${fills[Math.min(2, Math.floor(k / 4))]}"/>`;
    [cx, cy] = polar(cx, cy, r * 0.025, drift + rng.range(-30, 30));
  }
  const eye = defs.radial([
    [0, "#3f4a25"],
    [0.45, "#6d7b3c"],
    [0.8, "#93a05a"],
    [1, shade(tone.deep, 0.2)],
  ]);
  face += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(100 * STEP ** RINGS * 0.9)}" fill="${eye}"/>`;
  const c = cup(defs, tone, rng, facing, { depth: 70, petals: 9, ruffle: false, rows: 3 });
  return { back: c.back, face, front: c.front };
}

/** A disc whose edge is a row of rounded petal tips with sharp notches between them. */
function scallopedRing(r: number, lobes: number, offset: number, notch: number): string {
  const points: Point[] = [];
  const samples = lobes * 4;
  for (let i = 0; i < samples; i++) {
    const phi = (i / samples) * Math.PI * 2 + (offset * Math.PI) / 180;
    const rr = r * (1 - notch * (1 - Math.abs(Math.sin((lobes * phi) / 2))));
    points.push([rr * Math.sin(phi), -rr * Math.cos(phi)]);
  }
  return smoothPath(points);
}

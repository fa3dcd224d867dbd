// The ranunculus: tight concentric rings of thin petals around a small green eye.

import { shade } from "./colour";
import { cup, type BloomTone } from "./petals";
import type { Random } from "./random";
import type { BloomParts } from "./rose";
import { Defs, type Point, num, smoothPath } from "./svg";

/** Each ring is this much smaller than the last, so one gradient shades every ring alike. */
const STEP = 0.84;
const RINGS = 11;

export function paintRanunculus(defs: Defs, tone: BloomTone, rng: Random, facing: number): BloomParts {
  // Outer rings pale, the tight middle more saturated, as on the real flower.
  const ringFill = (body: string, rim: string, light: string) =>
    defs.radial([
      [0, tone.heart],
      [STEP - 0.02, tone.heart],
      [STEP + 0.04, tone.deep],
      [0.93, body],
      [0.985, rim],
      [1, light],
    ]);
  const fills = [
    ringFill(tone.rim, tone.light, tone.light),
    ringFill(tone.body, tone.rim, tone.light),
    ringFill(tone.body, tone.body, tone.rim),
  ];
  let face = "";
  for (let k = 0; k < RINGS; k++) {
    const r = 100 * STEP ** k;
    const lobes = Math.max(6, Math.round(13 * 0.94 ** k));
    face += `<path d="${scallopedRing(r, lobes, rng.range(0, 360))}" fill="${fills[Math.min(2, Math.floor(k / 4))]}"/>`;
  }
  const eye = defs.radial([
    [0, "#3f4a25"],
    [0.45, "#6d7b3c"],
    [0.8, "#93a05a"],
    [1, shade(tone.deep, 0.2)],
  ]);
  face += `<circle r="${num(100 * STEP ** RINGS * 0.9)}" fill="${eye}"/>`;
  const c = cup(defs, tone, rng, facing, { depth: 74, petals: 6, ruffle: false });
  return { back: c.back, face, front: c.front };
}

/** A disc whose edge is a row of rounded petal tips with sharp notches between them. */
function scallopedRing(r: number, lobes: number, offset: number): string {
  const points: Point[] = [];
  const samples = lobes * 4;
  for (let i = 0; i < samples; i++) {
    const phi = (i / samples) * Math.PI * 2 + (offset * Math.PI) / 180;
    const rr = r * (1 - 0.08 * (1 - Math.abs(Math.sin((lobes * phi) / 2))));
    points.push([rr * Math.sin(phi), -rr * Math.cos(phi)]);
  }
  return smoothPath(points);
}

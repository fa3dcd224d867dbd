// The peony: broad pale guard petals holding a ruffled cup of many small, crinkled petals.

import { cup, petalFill, ringShadow, ruffledPetal, type BloomTone } from "./petals";
import type { Random } from "./random";
import type { BloomParts } from "./rose";
import { type Defs, num, polar } from "./svg";

export function paintPeony(
  defs: Defs,
  tone: BloomTone,
  rng: Random,
  facing: number,
  small: boolean,
): BloomParts {
  // Guard petals open wider and paler than the heart of the bloom.
  const guard = petalFill(defs, { ...tone, body: tone.rim, rim: tone.light }, 0.78);
  // Inner petals in two close tones, so the cup reads as soft and many-layered.
  const inner = [
    petalFill(defs, { ...tone, heart: tone.deep }, 0.8),
    petalFill(defs, { ...tone, heart: tone.deep, body: tone.rim, rim: tone.light }, 0.75),
  ];
  const base = defs.radial([
    [0, tone.heart],
    [0.7, tone.deep],
    [1, tone.deep, 0],
  ]);
  let face = "";
  const outer = rng.int(6, 8);
  for (let i = 0; i < outer; i++) {
    const angle = (360 / outer) * i + rng.range(-12, 12);
    face += `<path transform="rotate(${num(angle)})" d="${ruffledPetal(rng, 4, rng.range(94, 102), rng.range(54, 64), 9)}" fill="${guard}"/>`;
  }
  face += ringShadow(defs, 80, 0.18) + `<circle r="72" fill="${base}"/>`;
  // The cup, from the outside in: each petal leans out from the centre and overlaps the last.
  const crumpled = small ? 24 : 44;
  for (let i = 0; i < crumpled; i++) {
    const u = i / crumpled;
    const at = polar(0, 0, 64 * (1 - u) ** 0.8 + rng.range(-3, 3), i * 137.5 + rng.range(-20, 20));
    const lean = (Math.atan2(at[0], -at[1]) * 180) / Math.PI + rng.range(-30, 30);
    const len = 36 - 16 * u + rng.range(-4, 4);
    face +=
      `<path transform="translate(${num(at[0])} ${num(at[1])}) rotate(${num(lean)})" ` +
      `d="${ruffledPetal(rng, -len * 0.4, len * 0.6, len * rng.range(0.65, 0.85), 7)}" fill="${rng.pick(inner)}"/>`;
  }
  const c = cup(defs, tone, rng, facing, { depth: 72, petals: 5, ruffle: true });
  return { back: c.back, face, front: c.front };
}

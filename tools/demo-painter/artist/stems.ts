// Stems of a hand-tied bouquet: spiralled from under the head to the tie, then splayed to cut ends.

import { mix, shade, tint } from "./colour";
import type { Random } from "./random";
import { num } from "./svg";

export function handTiedStems(
  rng: Random,
  x: number,
  top: number,
  tieY: number,
  bottom: number,
  spread: number,
  colour: string,
): string {
  const count = rng.int(26, 34);
  const stems = Array.from({ length: count }, (_, i) => {
    const u = (i / (count - 1)) * 2 - 1;
    // The spiral: a stem entering high on the left leaves the tie towards the right, and back.
    const v = -u * rng.range(0.5, 1) + rng.range(-0.25, 0.25);
    return { u, v, depth: rng.next(), width: rng.range(10, 15), tone: rng.range(0, 1) };
  }).sort((a, b) => a.depth - b.depth);
  let out = "";
  for (const s of stems) {
    const x0 = x + s.u * spread;
    const xt = x + s.u * 24;
    const xb = x + s.v * spread * 0.45;
    const c = mix(shade(colour, 0.15), tint(colour, 0.15), s.tone);
    out +=
      `<path d="M${num(x0)} ${num(top)}C${num(x0)} ${num(top + (tieY - top) * 0.5)} ${num(xt)} ${num(tieY - 60)} ${num(xt)} ${num(tieY)}` +
      `S${num(xb)} ${num(bottom - 80)} ${num(xb)} ${num(bottom)}" stroke="${c}" stroke-width="${num(s.width)}" fill="none"/>` +
      `<ellipse cx="${num(xb)}" cy="${num(bottom)}" rx="${num(s.width / 2)}" ry="${num(s.width / 5)}" fill="${tint(c, 0.45)}"/>`;
  }
  return out;
}

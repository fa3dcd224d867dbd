// Satin ribbon: the tie at the neck of a bouquet, a bow with two loops and forked tails.

import { shade, tint } from "./colour";
import type { Random } from "./random";
import { type Defs, fine, num } from "./svg";

/** A bow centred at (x, y), `size` px across its loops. */
export function bow(
  defs: Defs,
  rng: Random,
  x: number,
  y: number,
  size: number,
  colour: string,
): string {
  const satin = defs.linear(
    [
      [0, shade(colour, 0.3)],
      [0.45, tint(colour, 0.25)],
      [0.6, colour],
      [1, shade(colour, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const s = size / 200;
  const tail = (side: number) => {
    const a = side * rng.range(14, 26);
    const len = rng.range(150, 210);
    return (
      `<path transform="rotate(${num(a)})" d="M-9 0C-14 ${num(len * 0.4)} ${num(side * 10 - 12)} ${num(len * 0.7)} ${num(side * 6 - 14)} ${num(len)}` +
      `L${num(side * 6)} ${num(len - 16)}L${num(side * 6 + 14)} ${num(len + 2)}C${num(side * 10 + 12)} ${num(len * 0.7)} 14 ${num(len * 0.4)} 9 0Z" fill="${satin}"/>`
    );
  };
  const loop = (side: number) =>
    `<path d="M0 0C${num(side * 40)} -60 ${num(side * 110)} -56 ${num(side * 100)} -10C${num(side * 95)} 20 ${num(side * 50)} 20 0 0Z" fill="${satin}"/>` +
    `<path d="M0 0C${num(side * 44)} -34 ${num(side * 80)} -36 ${num(side * 84)} -14C${num(side * 60)} -22 ${num(side * 30)} -12 0 0Z" fill="${shade(colour, 0.3)}" fill-opacity=".45"/>`;
  return (
    `<g transform="translate(${num(x)} ${num(y)}) scale(${fine(s)})">` +
    tail(-1) +
    tail(1) +
    loop(-1) +
    loop(1) +
    `<rect x="-14" y="-16" width="28" height="30" rx="9" fill="${satin}"/></g>`
  );
}

/** The band of ribbon wound round the stems or the paper at the tie. */
export function band(defs: Defs, x: number, y: number, halfWidth: number, colour: string): string {
  const satin = defs.linear(
    [
      [0, shade(colour, 0.25)],
      [0.4, tint(colour, 0.2)],
      [1, shade(colour, 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  const w = halfWidth;
  return `<path d="M${num(x - w)} ${num(y - 12)}Q${num(x)} ${num(y - 4)} ${num(x + w)} ${num(y - 12)}L${num(x + w)} ${num(y + 12)}Q${num(x)} ${num(y + 20)} ${num(x - w)} ${num(y + 12)}Z" fill="${satin}"/>`;
}

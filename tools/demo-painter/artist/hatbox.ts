// The hat-box: a round box seen from above its rim, the blooms set in it like a cushion.

import { luminance, shade, tint } from "./colour";
import { type Defs, num } from "./svg";

export interface Cylinder {
  x: number;
  /** Centre of the rim's ellipse. */
  top: number;
  rx: number;
  ry: number;
  height: number;
}

/** Horizontal shading of a round surface lit from the left. */
export function roundShading(defs: Defs, colour: string, gloss = 0.1): string {
  return defs.linear(
    [
      [0, shade(colour, 0.3)],
      [0.22, tint(colour, gloss)],
      [0.4, colour],
      [0.8, shade(colour, 0.18)],
      [1, shade(colour, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
}

export function hatBox(defs: Defs, c: Cylinder, colour: string): { back: string; front: string } {
  const { x, top, rx, ry, height } = c;
  const dark = luminance(colour) < 0.4;
  const inside = defs.linear([
    [0, shade(colour, dark ? 0.3 : 0.45)],
    [1, shade(colour, dark ? 0.55 : 0.3)],
  ]);
  const back = `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(rx)}" ry="${num(ry)}" fill="${inside}"/>`;
  const bottom = top + height;
  const body =
    `<path d="M${num(x - rx)} ${num(top)}A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(top)}` +
    `L${num(x + rx)} ${num(bottom)}A${num(rx)} ${num(ry)} 0 0 1 ${num(x - rx)} ${num(bottom)}Z" fill="${roundShading(defs, colour, dark ? 0.12 : 0.06)}"/>`;
  // A fine lip along the rim and the atelier's name in gold foil on the front.
  const lip = `<path d="M${num(x - rx)} ${num(top)}A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(top)}" stroke="${tint(colour, dark ? 0.2 : 0.5)}" stroke-width="4" fill="none" stroke-opacity=".8"/>`;
  const foil = dark ? "#b8976a" : "#9c7d52";
  const size = rx * 0.07;
  const name =
    `<text x="${num(x)}" y="${num(top + ry + height * 0.42)}" text-anchor="middle" font-family="P052, 'Palatino Linotype', 'DejaVu Serif', serif" font-size="${num(size)}" letter-spacing="${num(size * 0.32)}" fill="${foil}">MAISON FLORALE</text>` +
    `<text x="${num(x)}" y="${num(top + ry + height * 0.42 + size * 1.5)}" text-anchor="middle" font-family="'URW Gothic', 'DejaVu Sans', sans-serif" font-size="${num(size * 0.42)}" letter-spacing="${num(size * 0.3)}" fill="${foil}">DUBAI</text>`;
  return { back, front: body + lip + name };
}

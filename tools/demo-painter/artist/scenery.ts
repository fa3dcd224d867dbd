// Pieces shared by the hero and portfolio scenes: a head of flowers placed anywhere, candles,
// and petals fallen on a table or an aisle.

import { shade, tint } from "./colour";
import { paintDome, type Bounds } from "./camera";
import { growDome } from "./dome";
import { palettes } from "./palettes";
import { createRandom, type Random } from "./random";
import { type Defs, fine, num } from "./svg";
import type { FlowerKind, Palette } from "./types";

export interface HeadBrief {
  seed: number;
  palette: Palette;
  flowers: FlowerKind[];
  /** Base centre on screen, radius in pixels, camera elevation in degrees. */
  x: number;
  y: number;
  radius: number;
  elevation: number;
  height?: number;
  reach?: number;
  greenery?: number;
  /** Bloom size multiplier: far-away heads use fewer, larger blooms. */
  scale?: number;
  stretch?: number;
  yaw?: number;
}

/** Blooms smaller than this (px radius) would be a blur of detail; small heads use fewer, larger ones. */
const MIN_BLOOM = 26;

/** A head of flowers (greenery, then blooms), ready to sit on any vessel or table. */
export function head(defs: Defs, b: HeadBrief): { greens: string; blooms: string; bounds: Bounds } {
  const scale = Math.max(b.scale ?? 1, MIN_BLOOM / (0.18 * b.radius));
  const dome = growDome(createRandom(b.seed), {
    inks: palettes[b.palette],
    flowers: b.flowers,
    reach: b.reach ?? 96,
    greenery: b.greenery ?? 0.5,
    height: b.height ?? 0.7,
    scale,
    stretch: b.stretch ?? 1,
  });
  return paintDome(defs, dome, {
    x: b.x,
    y: b.y,
    radius: b.radius,
    elevation: b.elevation,
    yaw: b.yaw ?? 0,
  });
}

/** An ivory taper in a brass stick, its flame and a warm glow; `s` scales it for perspective. */
export function taper(defs: Defs, x: number, base: number, height: number, s = 1): string {
  const brass = defs.linear(
    [
      [0, "#6e5734"],
      [0.35, "#d9bf8a"],
      [0.6, "#a8865a"],
      [1, "#5e4a2c"],
    ],
    0,
    0,
    1,
    0,
  );
  const wax = defs.linear(
    [
      [0, "#d8cfbf"],
      [0.35, "#fbf7ef"],
      [1, "#cfc4b1"],
    ],
    0,
    0,
    1,
    0,
  );
  const glow = defs.radial([
    [0, "#ffd99a", 0.55],
    [0.4, "#ffc873", 0.18],
    [1, "#ffc873", 0],
  ]);
  const flame = defs.radial(
    [
      [0, "#ffffff"],
      [0.5, "#ffe9a8"],
      [1, "#f0a040", 0.2],
    ],
    0.5,
    0.7,
    0.6,
  );
  const w = 9 * s;
  const top = base - height;
  return (
    `<ellipse cx="${num(x)}" cy="${num(top - 14 * s)}" rx="${num(70 * s)}" ry="${num(80 * s)}" fill="${glow}"/>` +
    `<path d="M${num(x - 16 * s)} ${num(base)}L${num(x - 8 * s)} ${num(base - 40 * s)}L${num(x - 11 * s)} ${num(base - 52 * s)}L${num(x + 11 * s)} ${num(base - 52 * s)}L${num(x + 8 * s)} ${num(base - 40 * s)}L${num(x + 16 * s)} ${num(base)}Z" fill="${brass}"/>` +
    `<rect x="${num(x - w / 2)}" y="${num(top)}" width="${num(w)}" height="${num(height - 52 * s)}" fill="${wax}"/>` +
    `<path d="M${num(x)} ${num(top - 26 * s)}C${num(x + 6 * s)} ${num(top - 14 * s)} ${num(x + 5 * s)} ${num(top - 3 * s)} ${num(x)} ${num(top - 2 * s)}C${num(x - 5 * s)} ${num(top - 3 * s)} ${num(x - 6 * s)} ${num(top - 14 * s)} ${num(x)} ${num(top - 26 * s)}Z" fill="${flame}"/>`
  );
}

/** Loose petals fallen on a surface between y0 and y1, smaller with distance (higher up). */
export function fallenPetals(
  defs: Defs,
  rng: Random,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colour: string,
): string {
  const fill = defs.linear([
    [0, shade(colour, 0.15)],
    [1, tint(colour, 0.35)],
  ]);
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1);
    const s = 0.35 + 0.65 * ((y - y0) / Math.max(1, y1 - y0));
    const x = rng.range(x0, x1);
    out += `<path transform="translate(${num(x)} ${num(y)}) scale(${fine(s)} ${fine(s * 0.4)}) rotate(${num(rng.range(0, 360))})" d="M0 0C10 -6 22 -4 26 6C22 16 8 16 0 0Z" fill="${fill}"/>`;
  }
  return out;
}

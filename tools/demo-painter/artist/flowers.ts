// Places one bloom of any kind: its soft shadow, the turn of its face, its cup.

import { adjust, shade } from "./colour";
import { paintOrchid } from "./orchid";
import { paintPeony } from "./peony";
import { bloomTone, type BloomTone } from "./petals";
import { createRandom, type Random } from "./random";
import { paintRanunculus } from "./ranunculus";
import { paintRose, type BloomParts } from "./rose";
import { type Defs, fine, num } from "./svg";
import type { FlowerKind } from "./types";

export interface PlacedBloom {
  kind: FlowerKind;
  colour: string;
  x: number;
  y: number;
  /** Radius in pixels. */
  size: number;
  /** 1 = looking straight at the camera, towards 0 = turned edge-on. */
  facing: number;
  /** Screen direction the face is turned towards, in degrees (0 = up, clockwise). */
  turn: number;
  /** How much the bloom catches the key light (about 0.6..1.1). */
  light: number;
  seed: number;
}

type Painter = (
  defs: Defs,
  tone: BloomTone,
  rng: Random,
  facing: number,
  small: boolean,
) => BloomParts;

const painters: Record<FlowerKind, Painter> = {
  rose: paintRose,
  peony: paintPeony,
  ranunculus: paintRanunculus,
  orchid: paintOrchid,
};

/** `shadow` 0..1: how strongly the bloom shades what lies behind it (0 against the backdrop). */
export function paintBloom(defs: Defs, b: PlacedBloom, shadow: number): string {
  const rng = createRandom(b.seed);
  // Stems of one kind are never identical: a touch of hue and saturation drift (about ±5 %).
  const colour = adjust(b.colour, rng.range(-7, 7), rng.range(0.93, 1.07));
  const tone = bloomTone(colour, b.light);
  // Orchids hold their lip downwards; round blooms can sit at any rotation.
  const spin = b.kind === "orchid" ? rng.range(-18, 18) - b.turn : rng.range(0, 360);
  // Under about 45 px a bloom needs fewer petals to read the same, and renders faster.
  const parts = painters[b.kind](defs, tone, rng, b.facing, b.size < 45);
  const s = b.size / 100;
  // A coloured shadow (the bloom's own heart tone) deepens what lies behind without greying it.
  const cast =
    shadow > 0.05
      ? `<ellipse fill-opacity="${fine(shadow)}" cx="${num(b.x + b.size * 0.1)}" cy="${num(b.y + b.size * 0.16)}" rx="${num(b.size * 1.1)}" ry="${num(b.size * 1.08)}" fill="${defs.radial(
          [
            [0, shade(tone.heart, 0.3), 0.6],
            [0.7, shade(tone.heart, 0.3), 0.3],
            [1, shade(tone.heart, 0.3), 0],
          ],
        )}"/>`
      : "";
  return (
    cast +
    `<g transform="translate(${num(b.x)} ${num(b.y)}) rotate(${num(b.turn)}) scale(${fine(s)})">` +
    parts.back +
    `<g transform="scale(1 ${fine(b.facing)}) rotate(${num(spin)})">${parts.face}</g>` +
    parts.front +
    `</g>`
  );
}

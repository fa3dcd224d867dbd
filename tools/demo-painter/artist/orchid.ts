// The phalaenopsis orchid: three sepals, two broad petals, and a small coloured lip.

import { mix } from "./colour";
import { petalPath, type BloomTone } from "./petals";
import type { Random } from "./random";
import type { BloomParts } from "./rose";
import { type Defs, num } from "./svg";

export function paintOrchid(defs: Defs, tone: BloomTone, rng: Random): BloomParts {
  const sepal = defs.linear([
    [0, tone.deep],
    [0.3, tone.body],
    [1, tone.rim],
  ]);
  const petal = defs.linear([
    [0, tone.deep],
    [0.25, tone.body],
    [0.8, tone.rim],
    [1, tone.light],
  ]);
  const vein = mix(tone.deep, tone.body, 0.5);
  const part = (angle: number, b: number, w: number, fill: string) =>
    `<g transform="rotate(${num(angle + rng.range(-5, 5))})"><path d="${petalPath(0, b, w)}" fill="${fill}"/>` +
    `<path d="M0 -6Q2 ${num(-b * 0.5)} 0 ${num(-b * 0.85)}" stroke="${vein}" stroke-width="1.6" fill="none" stroke-opacity=".45"/></g>`;
  const sepals = rng.vary(82, 0.06);
  let face =
    part(142, sepals, 26, sepal) +
    part(-142, sepals, 26, sepal) +
    part(0, sepals, 27, sepal) +
    part(70, rng.vary(90, 0.05), 50, petal) +
    part(-70, rng.vary(90, 0.05), 50, petal);
  face += lip(defs, tone);
  return { back: "", face, front: "" };
}

/** The lip: two golden side lobes and a rosy middle lobe, with the pale column above. */
function lip(defs: Defs, tone: BloomTone): string {
  const gold = defs.radial([
    [0, "#f2c14e"],
    [1, "#d9862f"],
  ]);
  const rosy = defs.linear(
    [
      [0, "#c2416b"],
      [0.6, mix("#c2416b", tone.body, 0.5)],
      [1, tone.rim],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    `<path d="M-4 6C-22 4 -26 -12 -16 -18C-10 -12 -6 -4 -2 2Z" fill="${gold}"/>` +
    `<path d="M4 6C22 4 26 -12 16 -18C10 -12 6 -4 2 2Z" fill="${gold}"/>` +
    `<path d="M0 2C14 6 20 26 12 42C7 50 -7 50 -12 42C-20 26 -14 6 0 2Z" fill="${rosy}"/>` +
    `<path d="M-6 47C-12 53 -16 55 -21 52M6 47C12 53 16 55 21 52" stroke="#c2416b" stroke-width="2" fill="none" stroke-opacity=".7"/>` +
    `<ellipse cy="-6" rx="7" ry="10" fill="${tone.light}"/>`
  );
}

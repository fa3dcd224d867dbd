// The table for the "at home" shot: a honed marble top with soft veins, and a folded card.

import { mix, shade, tint } from "./colour";
import type { Random } from "./random";
import { type Defs, num } from "./svg";

/** A marble table whose front edge runs below the frame and whose back edge meets the wall. */
export function tabletop(
  defs: Defs,
  width: number,
  height: number,
  standY: number,
  [wall]: [string, string],
  rng: Random,
): string {
  const back = standY - 140;
  const stone = mix("#eeebe5", wall, 0.25);
  const top = defs.linear(
    [
      [0, shade(stone, 0.06)],
      [1, tint(stone, 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  let veins = "";
  for (let i = 0; i < 5; i++) {
    const y0 = back + rng.range(20, height - back);
    const y1 = y0 + rng.range(-120, 120);
    veins += `<path d="M-20 ${num(y0)}C${num(width * 0.3)} ${num(y0 + rng.range(-60, 60))} ${num(width * 0.6)} ${num(y1 + rng.range(-60, 60))} ${num(width + 20)} ${num(y1)}" stroke="#9a958c" stroke-width="${num(rng.range(0.8, 2.2))}" fill="none" stroke-opacity="${num(rng.range(0.12, 0.25))}"/>`;
  }
  const edge = `<rect y="${num(back - 3)}" width="${width}" height="6" fill="${shade(stone, 0.12)}" fill-opacity=".5"/>`;
  return `<rect y="${num(back)}" width="${width}" height="${num(height - back)}" fill="${top}"/>${veins}${edge}${card(defs, width * 0.8, standY + 20, rng)}`;
}

/** A small florist's card in its envelope, lying at an angle on the table. */
function card(defs: Defs, x: number, y: number, rng: Random): string {
  const paper = defs.linear([
    [0, "#f7f3ec"],
    [1, "#e8e1d6"],
  ]);
  const angle = rng.range(-14, -4);
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)}) scale(1 .55)">` +
    `<rect x="-96" y="-62" width="192" height="124" fill="#2a2119" fill-opacity=".12" transform="translate(8 10)"/>` +
    `<rect x="-96" y="-62" width="192" height="124" fill="${paper}"/>` +
    `<path d="M-96 -62L0 8L96 -62" fill="none" stroke="#d6cdbf" stroke-width="2"/>` +
    `<circle cy="8" r="13" fill="#a8865a"/><circle cy="8" r="8" fill="#8f7049"/></g>`
  );
}

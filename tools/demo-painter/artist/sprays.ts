// Phalaenopsis sprays: an arching stem with open blooms, smaller towards the tip, and closed buds.

import { shade, tint } from "./colour";
import { paintBloom } from "./flowers";
import { createRandom } from "./random";
import { type Defs, type Point, num, polar, pt } from "./svg";

/**
 * A spray from (x, y) setting off towards `angle` and drooping as it goes, `length` px long,
 * with `blooms` open flowers of radius `size` at the base.
 */
export function orchidSpray(
  defs: Defs,
  seed: number,
  x: number,
  y: number,
  angle: number,
  length: number,
  size: number,
  blooms: number,
  colour: string,
): string {
  const rng = createRandom(seed);
  const droop = angle >= 0 ? 1 : -1; // arch downwards, whichever side it leans
  const steps = 14;
  const points: Point[] = [[x, y]];
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    const prev = points[i - 1] as Point;
    points.push(polar(prev[0], prev[1], length / steps, angle + droop * 70 * u * u));
  }
  const stemColour = "#6b7a4a";
  const out = `<path d="M${points.map(pt).join("L")}" stroke="${stemColour}" stroke-width="${num(size * 0.07 + 1)}" fill="none" stroke-linecap="round"/>`;
  const flowers: string[] = [];
  const total = blooms + 3;
  for (let k = 0; k < total; k++) {
    // Flowers open along the arching outer half of the stem.
    const u = 0.45 + (0.55 * k) / (total - 1);
    const at = points[Math.min(steps, Math.round(u * steps))] as Point;
    const side = k % 2 === 0 ? 1 : -1;
    const [fx, fy] = polar(at[0], at[1], size * 0.35, angle + droop * 70 * u * u + side * 90);
    if (k < blooms) {
      flowers.push(
        paintBloom(
          defs,
          {
            kind: "orchid",
            colour,
            x: fx,
            y: fy,
            size: size * (1 - 0.35 * (k / total)) * rng.vary(1, 0.06),
            facing: rng.range(0.82, 1),
            turn: rng.range(-25, 25),
            light: rng.range(0.95, 1.08),
            seed: rng.seed(),
          },
          0,
        ),
      );
    } else {
      const r = size * (0.22 - 0.04 * (k - blooms));
      const bud = defs.radial(
        [
          [0, tint(colour, 0.3)],
          [0.7, colour],
          [1, shade("#a9b27a", 0.1)],
        ],
        0.4,
        0.35,
        0.6,
      );
      flowers.push(
        `<ellipse cx="${num(fx)}" cy="${num(fy)}" rx="${num(r)}" ry="${num(r * 0.78)}" fill="${bud}"/>`,
      );
    }
  }
  // The open flowers overlap from tip to base, as they hang.
  return out + flowers.reverse().join("");
}

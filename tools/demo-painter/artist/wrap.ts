// Wrapping: sheets of matte paper flaring behind the head and crossing in front, gathered by the
// ribbon at a narrow waist and opening again below, each sheet broken into creased facets.

import { shade, tint } from "./colour";
import type { Random } from "./random";
import { type Defs, type Point, num, pt } from "./svg";

export interface WrapFrame {
  /** Centre and radius of the bouquet's head on screen. */
  x: number;
  y: number;
  r: number;
  /** Where the ribbon gathers the paper, and where the paper ends below it. */
  neck: number;
  hem: number;
}

/** Facet shades, as creases catch the softbox light at different angles. */
const CREASES = [1.0, 0.86, 1.05, 0.9, 0.97, 0.84];

/** One sheet: a fan of facets from its top edge, pinched at the neck, opening to the hem. */
function sheet(defs: Defs, rng: Random, top: Point[], f: WrapFrame, paper: string): string {
  const waist = (p: Point): Point => [f.x + (p[0] - f.x) * 0.13, f.neck];
  const hem = (p: Point): Point => [f.x + (p[0] - f.x) * 0.34, f.hem + Math.abs(p[0] - f.x) * 0.06];
  let out = "";
  for (let i = 0; i < top.length - 1; i++) {
    const a = top[i] as Point;
    const b = top[i + 1] as Point;
    const light = CREASES[(i + Math.round(rng.range(0, 3))) % CREASES.length] as number;
    const c = light >= 1 ? tint(paper, (light - 1) * 3) : shade(paper, (1 - light) * 1.1);
    const fill = defs.linear([
      [0, shade(c, 0.1)],
      [0.42, shade(c, 0.2)],
      [0.5, shade(c, 0.12)],
      [1, tint(c, 0.05)],
    ]);
    const [wa, wb, ha, hb] = [waist(a), waist(b), hem(a), hem(b)];
    out +=
      `<path d="M${pt(a)}L${pt(b)}Q${num((b[0] + wb[0]) / 2 + (b[0] - f.x) * 0.1)} ${num((b[1] + wb[1]) / 2)} ${pt(wb)}` +
      `L${pt(hb)}L${pt(ha)}L${pt(wa)}Q${num((a[0] + wa[0]) / 2 + (a[0] - f.x) * 0.1)} ${num((a[1] + wa[1]) / 2)} ${pt(a)}Z" fill="${fill}"/>`;
  }
  // The top edge is turned over: a band of the paper's paler reverse side.
  const depth = rng.range(18, 28);
  const under = [...top].reverse().map(([x, y]) => pt([f.x + (x - f.x) * 0.97, y + depth]));
  out += `<path d="M${top.map(pt).join("L")}L${under.join("L")}Z" fill="${tint(paper, 0.16)}"/>`;
  return out;
}

/** Points along a sheet's top edge from `a` to `b`, slightly irregular as hand-folded paper is. */
function edge(rng: Random, a: Point, b: Point, facets: number): Point[] {
  return Array.from({ length: facets + 1 }, (_, i) => {
    const u = i / facets;
    const wobble = i === 0 || i === facets ? 0 : rng.range(-10, 10);
    return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u + wobble] as Point;
  });
}

export function wrapping(
  defs: Defs,
  rng: Random,
  f: WrapFrame,
  paper: string,
  inner: string,
): { back: string; front: string } {
  const { x, y, r } = f;
  // Behind: a collar of the inner paper standing up around the head like broad petals.
  let back = "";
  const flares = rng.int(6, 8);
  for (let i = 0; i < flares; i++) {
    const u = i / (flares - 1);
    const angle = -88 + 176 * u + rng.range(-8, 8);
    const reach = r * rng.range(1.04, 1.14);
    const tipA: Point = [
      x + Math.sin(((angle - 16) * Math.PI) / 180) * reach,
      y - Math.cos(((angle - 16) * Math.PI) / 180) * reach,
    ];
    const tipB: Point = [
      x + Math.sin(((angle + 16) * Math.PI) / 180) * reach,
      y - Math.cos(((angle + 16) * Math.PI) / 180) * reach,
    ];
    const c = i % 2 === 0 ? inner : shade(inner, 0.08);
    const fill = defs.linear([
      [0, shade(c, 0.25)],
      [0.7, c],
      [1, tint(c, 0.1)],
    ]);
    back += `<path d="M${num(x - 40)} ${num(f.neck)}L${pt(tipA)}Q${pt([(tipA[0] + tipB[0]) / 2, (tipA[1] + tipB[1]) / 2 - r * 0.05])} ${pt(tipB)}L${num(x + 40)} ${num(f.neck)}Z" fill="${fill}"/>`;
  }
  // In front: two sheets crossing, the left one over the right.
  const y0 = y + r * rng.range(0.3, 0.42);
  const right = edge(rng, [x - r * 0.42, y0 + r * 0.32], [x + r * 1.04, y0 - r * 0.12], 4);
  const left = edge(
    rng,
    [x - r * 1.04, y0 - r * 0.06],
    [x + r * 0.46, y0 + r * rng.range(0.26, 0.36)],
    4,
  );
  return { back, front: sheet(defs, rng, right, f, paper) + sheet(defs, rng, left, f, paper) };
}

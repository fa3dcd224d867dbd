// Greenery: silver-dollar eucalyptus, glossy leaves and little buds that soften a bouquet's outline.

import { mix, shade, tint } from "./colour";
import type { Random } from "./random";
import { type Defs, type Point, num, polar, pt } from "./svg";

/** A single pointed leaf from (x, y) towards `angle`: a light half and a shaded half, a pale rib. */
export function leaf(
  defs: Defs,
  x: number,
  y: number,
  angle: number,
  length: number,
  width: number,
  colour: string,
): string {
  const w = width / 2;
  const L = length;
  const lit = defs.linear([
    [0, shade(colour, 0.25)],
    [1, tint(colour, 0.22)],
  ]);
  const dark = defs.linear([
    [0, shade(colour, 0.42)],
    [1, shade(colour, 0.12)],
  ]);
  const half = (s: number) =>
    `M0 0C${num(s * w * 1.1)} ${num(-L * 0.18)} ${num(s * w * 1.05)} ${num(-L * 0.62)} 0 ${num(-L)}Z`;
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">` +
    `<path d="${half(-1)}" fill="${lit}"/><path d="${half(1)}" fill="${dark}"/>` +
    `<path d="M0 0Q${num(w * 0.08)} ${num(-L * 0.5)} 0 ${num(-L * 0.96)}" stroke="${tint(colour, 0.35)}" stroke-width="${num(Math.max(0.8, w * 0.06))}" fill="none" stroke-opacity=".5"/></g>`
  );
}

/** A stem curving from (x, y) towards `angle`; returns its path and points along it. */
function stem(rng: Random, x: number, y: number, angle: number, length: number, steps: number) {
  const bend = rng.range(-28, 28);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const a = angle + bend * u * u;
    const prev = points[i - 1] ?? [x, y];
    points.push(i === 0 ? [x, y] : polar(prev[0], prev[1], length / steps, a));
  }
  const d = `M${points.map(pt).join("L")}`;
  return { d, points, bend };
}

/** Silver-dollar eucalyptus: round matte leaves in pairs along a fine stem, smaller to the tip. */
export function eucalyptus(
  defs: Defs,
  rng: Random,
  x: number,
  y: number,
  angle: number,
  length: number,
  colour: string,
): string {
  const steps = Math.max(3, Math.round(length / 55));
  const s = stem(rng, x, y, angle, length, steps);
  // Flat discs with a dusty bloom: a gentle linear fade, never a glossy highlight.
  const fills = [0, 1, 2].map((k) =>
    defs.linear(
      [
        [0, shade(colour, 0.12 + k * 0.06)],
        [1, tint(colour, 0.22 - k * 0.07)],
      ],
      0.2,
      1,
      0.8,
      0,
    ),
  );
  let out = `<path d="${s.d}" stroke="${shade(colour, 0.4)}" stroke-width="${num(length / 120 + 1.2)}" fill="none" stroke-linecap="round"/>`;
  s.points.forEach((p, i) => {
    if (i === 0) return;
    const u = i / steps;
    const r = (length / 8) * (1.1 - 0.5 * u) * rng.vary(1, 0.12);
    const a = angle + s.bend * u * u;
    for (const side of [-1, 1]) {
      const [lx, ly] = polar(p[0], p[1], r * 0.95, a + side * rng.range(75, 105));
      out += `<ellipse cx="${num(lx)}" cy="${num(ly)}" rx="${num(r)}" ry="${num(r * rng.range(0.8, 0.92))}" transform="rotate(${num(a + rng.range(-30, 30))} ${num(lx)} ${num(ly)})" fill="${rng.pick(fills)}"/>`;
    }
  });
  return out;
}

/** A sprig of glossy leaves, alternate along a stem, as florists tuck around the collar. */
export function leafSprig(
  defs: Defs,
  rng: Random,
  x: number,
  y: number,
  angle: number,
  length: number,
  colour: string,
): string {
  const leaves = rng.int(3, 5);
  const s = stem(rng, x, y, angle, length * 0.8, leaves);
  let out = `<path d="${s.d}" stroke="${shade(colour, 0.3)}" stroke-width="${num(length / 90 + 1)}" fill="none" stroke-linecap="round"/>`;
  s.points.forEach((p, i) => {
    if (i === 0) return;
    const u = i / leaves;
    const a = angle + s.bend * u * u + (i === leaves ? 0 : (i % 2 ? -1 : 1) * rng.range(35, 55));
    const L = (length / 2.6) * (1.1 - 0.3 * u) * rng.vary(1, 0.1);
    out += leaf(
      defs,
      p[0],
      p[1],
      a,
      L,
      L * rng.range(0.42, 0.52),
      mix(colour, shade(colour, 0.2), rng.next()),
    );
  });
  return out;
}

/** Small round buds on fine stems: spray roses or waxflower tucked into gaps. */
export function buds(
  defs: Defs,
  rng: Random,
  x: number,
  y: number,
  angle: number,
  size: number,
  colour: string,
  stemColour: string,
): string {
  const fill = defs.radial(
    [
      [0, tint(colour, 0.45)],
      [0.7, colour],
      [1, shade(colour, 0.25)],
    ],
    0.4,
    0.35,
    0.6,
  );
  let out = "";
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    const a = angle + rng.range(-40, 40);
    const reach = size * rng.range(1.2, 3.2);
    const [bx, by] = polar(x, y, reach, a);
    const r = size * rng.range(0.38, 0.6);
    out +=
      `<path d="M${num(x)} ${num(y)}Q${pt(polar(x, y, reach * 0.6, a + 8))} ${num(bx)} ${num(by)}" stroke="${stemColour}" stroke-width="${num(size * 0.08 + 0.6)}" fill="none"/>` +
      `<ellipse cx="${num(bx)}" cy="${num(by)}" rx="${num(r * 0.85)}" ry="${num(r)}" transform="rotate(${num(a)} ${num(bx)} ${num(by)})" fill="${fill}"/>`;
  }
  return out;
}

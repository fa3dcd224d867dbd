// Interiors: a grand urn on a pedestal table in a hotel lobby, and a flower wall for a celebration.

import { backdrop, floorShadow } from "./backdrop";
import { paintBloom } from "./flowers";
import { leafSprig } from "./foliage";
import { shade, tint } from "./colour";
import { palettes } from "./palettes";
import { createRandom } from "./random";
import { head } from "./scenery";
import { type Defs, num } from "./svg";
import { ceramicUrn } from "./vase";

/** Stone pilasters, a marble floor, a pedestal table and an urn brimming with white and green. */
export function lobbyUrn(defs: Defs, W: number, H: number): string {
  const floor = 1180;
  const stone = defs.linear(
    [
      [0, "#cfc5b6"],
      [0.3, "#eee8df"],
      [0.7, "#e2d9cc"],
      [1, "#bfb4a4"],
    ],
    0,
    0,
    1,
    0,
  );
  const marble = defs.linear(
    [
      [0, "#d9d2c7"],
      [1, "#f1ede7"],
    ],
    0,
    0,
    0,
    1,
  );
  const pilaster = (x: number) =>
    `<rect x="${x}" y="0" width="170" height="${floor}" fill="${stone}"/>` +
    `<rect x="${x - 14}" y="${floor - 70}" width="198" height="70" fill="${stone}"/>`;
  let veins = "";
  const rng = createRandom(81);
  for (let i = 0; i < 6; i++) {
    const y = rng.range(floor + 30, H);
    veins += `<path d="M0 ${num(y)}C${num(W * 0.3)} ${num(y + rng.range(-80, 80))} ${num(W * 0.7)} ${num(y + rng.range(-80, 80))} ${W} ${num(y + rng.range(-60, 60))}" stroke="#a79f93" stroke-width="${num(rng.range(1, 2.5))}" fill="none" stroke-opacity=".25"/>`;
  }
  const wood = defs.linear(
    [
      [0, "#2f241d"],
      [0.3, "#5a4536"],
      [1, "#241b15"],
    ],
    0,
    0,
    1,
    0,
  );
  const tableTop = 1090;
  const table =
    `<path d="M${W / 2 - 60} ${tableTop + 20}L${W / 2 - 90} ${H - 130}L${W / 2 + 90} ${H - 130}L${W / 2 + 60} ${tableTop + 20}Z" fill="${wood}"/>` +
    `<ellipse cx="${W / 2}" cy="${H - 130}" rx="170" ry="34" fill="${wood}"/>` +
    `<path d="M${W / 2 - 360} ${tableTop}L${W / 2 - 360} ${tableTop + 34}A360 80 0 0 0 ${W / 2 + 360} ${tableTop + 34}L${W / 2 + 360} ${tableTop}Z" fill="${wood}"/>` +
    `<ellipse cx="${W / 2}" cy="${tableTop}" rx="360" ry="80" fill="${shade("#5a4536", 0.1)}"/>`;
  const urn = { x: W / 2, top: 700, rx: 190, ry: 44, height: tableTop - 700 };
  const h = head(defs, {
    seed: 8801,
    palette: "white-orchid",
    flowers: ["rose", "peony", "orchid"],
    x: W / 2,
    y: 690,
    radius: 330,
    elevation: 18,
    height: 1.1,
    reach: 96,
    greenery: 1,
    scale: 0.95,
  });
  return (
    backdrop(defs, W, H, ["#e7ded2", "#d9cfc2"], floor) +
    pilaster(90) +
    pilaster(W - 260) +
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${marble}"/>${veins}` +
    floorShadow(defs, W / 2, H - 125, 260, 50) +
    table +
    floorShadow(defs, W / 2, tableTop, 200, 30) +
    ceramicUrn(defs, urn, "#1f1d1b") +
    h.greens +
    h.blooms
  );
}

/** A wall of blooms for a celebration, packed edge to edge over a bed of greenery. */
export function flowerWall(defs: Defs, W: number, H: number): string {
  const floor = 1030;
  const [x0, x1, y0, y1] = [170, W - 170, 70, floor - 20];
  const rng = createRandom(91);
  const inks = palettes.blush;
  let greens = `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${shade(inks.leaf, 0.25)}"/>`;
  for (let i = 0; i < 60; i++) {
    greens += leafSprig(
      defs,
      rng,
      rng.range(x0, x1),
      rng.range(y0, y1),
      rng.range(0, 360),
      rng.range(90, 140),
      inks.leaf,
    );
  }
  const placed: [number, number, number][] = [];
  for (let attempt = 0; attempt < 2500; attempt++) {
    const r = rng.range(62, 92);
    const x = rng.range(x0 + r * 0.6, x1 - r * 0.6);
    const y = rng.range(y0 + r * 0.6, y1 - r * 0.6);
    if (placed.every(([px, py, pr]) => Math.hypot(px - x, py - y) > (pr + r) * 0.68))
      placed.push([x, y, r]);
  }
  const kinds = ["rose", "peony", "ranunculus", "rose"] as const;
  let blooms = "";
  placed
    .sort((a, b) => a[1] - b[1])
    .forEach(([x, y, r]) => {
      const kind = rng.pick(kinds);
      blooms += paintBloom(
        defs,
        {
          kind,
          colour: rng.pick(
            rng.chance(0.3) ? palettes["ivory-eucalyptus"].blooms[kind] : inks.blooms[kind],
          ),
          x,
          y,
          size: kind === "peony" ? r * 1.15 : r,
          facing: rng.range(0.8, 1),
          turn: rng.range(-180, 180),
          light: 0.9 + 0.15 * (1 - (x - x0) / (x1 - x0)),
          seed: rng.seed(),
        },
        0.8,
      );
    });
  // The softbox falls off to the right and towards the floor.
  const falloff = defs.linear(
    [
      [0, "#2a1f18", 0],
      [1, "#2a1f18", 0.16],
    ],
    0,
    0,
    1,
    1,
  );
  let meadows = "";
  for (const [x, seed] of [
    [x0 + 60, 9201],
    [x1 - 60, 9202],
  ] as const) {
    const m = head(defs, {
      seed,
      palette: "blush",
      flowers: ["peony", "rose"],
      x,
      y: floor + 30,
      radius: 190,
      elevation: 16,
      height: 0.8,
      reach: 94,
      greenery: 1,
    });
    meadows += floorShadow(defs, x, floor + 30, 190, 26) + m.greens + m.blooms;
  }
  return (
    backdrop(defs, W, H, ["#f1ebe4", tint("#e1d6ca", 0.1)], floor) +
    floorShadow(defs, W / 2, floor + 10, (x1 - x0) / 2, 30) +
    greens +
    blooms +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${falloff}"/>` +
    meadows
  );
}

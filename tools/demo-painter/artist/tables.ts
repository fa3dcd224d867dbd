// Event tables: a long banquet dressed with a low garland and tapers, a round table with its
// centrepiece, and a candlelit gala of round tables with tall arrangements.

import { backdrop, floorShadow } from "./backdrop";
import { shade } from "./colour";
import { createRandom } from "./random";
import { fallenPetals, head, taper } from "./scenery";
import { type Defs, num } from "./svg";
import type { FlowerKind, Palette } from "./types";
import { ceramicUrn } from "./vase";

const linen = (defs: Defs) =>
  defs.linear(
    [
      [0, "#efebe4"],
      [1, "#fbf9f5"],
    ],
    0,
    0,
    0,
    1,
  );

/** A dinner plate with a folded napkin and a wine glass; `s` scales for distance, `tilt` foreshortens. */
function place(defs: Defs, x: number, y: number, s: number, tilt: number): string {
  const china = defs.radial([
    [0, "#ffffff"],
    [0.62, "#f6f3ee"],
    [0.8, "#e0dad0"],
    [1, "#fbf9f5"],
  ]);
  const glass = defs.linear(
    [
      [0, "#ffffff", 0.5],
      [0.5, "#ffffff", 0.12],
      [1, "#d8dcd8", 0.45],
    ],
    0,
    0,
    1,
    0,
  );
  const rx = 92 * s;
  const gx = x + rx * 0.95;
  const gy = y - rx * tilt * 0.9;
  return (
    `<ellipse cx="${num(x + 4 * s)}" cy="${num(y + 6 * s)}" rx="${num(rx)}" ry="${num(rx * tilt)}" fill="#5a4a3a" fill-opacity=".12"/>` +
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(rx * tilt)}" fill="${china}"/>` +
    `<path d="M${num(x - 30 * s)} ${num(y)}L${num(x)} ${num(y - 34 * s * tilt)}L${num(x + 30 * s)} ${num(y)}L${num(x)} ${num(y + 30 * s * tilt)}Z" fill="#e3d9ca"/>` +
    `<path d="M${num(gx - 20 * s)} ${num(gy - 70 * s)}Q${num(gx - 22 * s)} ${num(gy - 30 * s)} ${num(gx)} ${num(gy - 26 * s)}Q${num(gx + 22 * s)} ${num(gy - 30 * s)} ${num(gx + 20 * s)} ${num(gy - 70 * s)}Z" fill="${glass}"/>` +
    `<rect x="${num(gx - 1.5 * s)}" y="${num(gy - 26 * s)}" width="${num(3 * s)}" height="${num(26 * s)}" fill="#ffffff" fill-opacity=".6"/>` +
    `<ellipse cx="${num(gx)}" cy="${num(gy)}" rx="${num(14 * s)}" ry="${num(14 * s * tilt)}" fill="#ffffff" fill-opacity=".5"/>`
  );
}

/**
 * A banquet seen from three-quarters: the table runs across the frame and away to the right,
 * a garland of low posies down its middle, tapers between them and places along the near edge.
 */
export function longTable(defs: Defs, W: number, H: number): string {
  // The table as a strip from the near left to the far right; u runs 0..1 along it.
  const near = { x: 40, front: 930, back: 590 };
  const far = { x: W - 60, front: 690, back: 620 };
  const along = (u: number, v: number) => {
    const x = near.x + (far.x - near.x) * u;
    const front = near.front + (far.front - near.front) * u;
    const back = near.back + (far.back - near.back) * u;
    return [x, front + (back - front) * v, 1 - 0.45 * u] as const; // x, y, scale
  };
  const [x0, f0] = along(0, 0);
  const [, b0] = along(0, 1);
  const [x1, f1] = along(1, 0);
  const [, b1] = along(1, 1);
  const skirt = defs.linear(
    [
      [0, "#e4ded4"],
      [1, "#cfc6b8"],
    ],
    0,
    0,
    0,
    1,
  );
  let out =
    backdrop(defs, W, H, ["#e9e1d6", "#d8cdc0"], 640) +
    `<path d="M${x0} ${f0}L${x1} ${f1}L${x1} ${f1 + 260}L${x0} ${f0 + 340}Z" fill="${skirt}"/>` +
    `<path d="M${x0} ${f0}L${x0} ${b0}L${x1} ${b1}L${x1} ${f1}Z" fill="${linen(defs)}"/>`;
  // Soft folds in the hanging cloth, closer together with distance.
  const fold = defs.linear(
    [
      [0, "#ffffff", 0],
      [0.5, "#ffffff", 0.35],
      [1, "#ffffff", 0],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < 14; i++) {
    const u = (i + 0.5) / 14;
    const [x, f, k] = along(u, 0);
    out += `<rect x="${num(x - 22 * k)}" y="${num(f)}" width="${num(44 * k)}" height="${num(H - f)}" fill="${fold}"/>`;
  }
  const stations = 6;
  const flowers: FlowerKind[][] = [
    ["rose", "ranunculus"],
    ["peony", "rose"],
  ];
  // Far to near, so nearer pieces overlap farther ones.
  for (let i = stations - 1; i >= 0; i--) {
    const u = 0.08 + (0.86 * i) / (stations - 1);
    const [x, y, k] = along(u, 0.5);
    const [tx, ty] = along(u + 0.085, 0.5);
    const [px, py] = along(u + 0.04, 0);
    const h = head(defs, {
      seed: 4100 + i,
      palette: "blush",
      flowers: flowers[i % 2] ?? ["rose"],
      x,
      y,
      radius: 160 * k,
      elevation: 22,
      height: 0.6,
      reach: 96,
      greenery: 0.9,
      stretch: 1.5,
    });
    if (i < stations - 1) out += taper(defs, tx, ty, 400 * k, 1.3 * k);
    out += h.greens + h.blooms + place(defs, px, py - 50 * k, 1.2 * k, 0.4);
  }
  return out + fallenPetals(defs, createRandom(41), 300, W - 400, 800, 860, 8, "#ecbcb7");
}

/**
 * One round table, cloth to the floor: places, votives and a centrepiece, either low in a bowl
 * or raised on a slim gilded stand. `rx` is the table's radius on screen.
 */
function roundSetting(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  palette: Palette,
  seed: number,
  tall: boolean,
): string {
  const ry = rx * 0.5;
  const k = rx / 700;
  const cloth = defs.linear(
    [
      [0, "#e3ddd3"],
      [0.4, "#f6f3ee"],
      [1, "#cfc6b9"],
    ],
    0,
    0,
    1,
    0,
  );
  const out =
    floorShadow(defs, cx, cy + 420 * k + ry * 0.6, rx, 70 * k) +
    `<path d="M${num(cx - rx)} ${num(cy)}L${num(cx - rx - 20 * k)} ${num(cy + 420 * k)}Q${num(cx)} ${num(cy + 420 * k + ry * 1.1)} ${num(cx + rx + 20 * k)} ${num(cy + 420 * k)}L${num(cx + rx)} ${num(cy)}Z" fill="${cloth}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${linen(defs)}"/>`;
  const glow = defs.radial([
    [0, "#ffdca0", 0.45],
    [1, "#ffdca0", 0],
  ]);
  const votive = (x: number, y: number) =>
    `<ellipse cx="${num(x)}" cy="${num(y - 30 * k)}" rx="${num(60 * k)}" ry="${num(50 * k)}" fill="${glow}"/>` +
    `<rect x="${num(x - 14 * k)}" y="${num(y - 34 * k)}" width="${num(28 * k)}" height="${num(36 * k)}" rx="${num(4 * k)}" fill="#f4efe6" fill-opacity=".85"/>` +
    `<ellipse cx="${num(x)}" cy="${num(y - 40 * k)}" rx="${num(3.5 * k)}" ry="${num(8 * k)}" fill="#ffe9a8"/>`;
  // Places round the table; the far half goes behind the centrepiece.
  const seats = Array.from({ length: 8 }, (_, i) => (i / 8) * Math.PI * 2 + Math.PI / 8);
  let far = "";
  let near = "";
  for (const a of seats.sort((p, q) => Math.sin(p) - Math.sin(q))) {
    const piece =
      place(
        defs,
        cx + Math.cos(a) * rx * 0.78,
        cy + Math.sin(a) * ry * 0.78,
        k * (1 + Math.sin(a) * 0.12),
        0.5,
      ) + votive(cx + Math.cos(a + 0.4) * rx * 0.45, cy + Math.sin(a + 0.4) * ry * 0.45);
    if (Math.sin(a) < 0) far += piece;
    else near += piece;
  }
  const flowers: FlowerKind[] = ["peony", "rose", "ranunculus"];
  if (!tall) {
    const bowl = { x: cx, top: cy - 40 * k, rx: 150 * k, ry: 40 * k, height: 110 * k };
    const h = head(defs, {
      seed,
      palette,
      flowers,
      x: cx,
      y: cy - 50 * k,
      radius: 290 * k,
      elevation: 30,
      height: 0.55,
      reach: 100,
      greenery: 0.9,
      stretch: 1.3,
    });
    return out + far + ceramicUrn(defs, bowl, "#f1ede6") + h.greens + h.blooms + near;
  }
  const gilt = defs.linear(
    [
      [0, "#6e5734"],
      [0.4, "#e0c894"],
      [1, "#7a6240"],
    ],
    0,
    0,
    1,
    0,
  );
  const top = cy - 620 * k;
  const stand =
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(70 * k)}" ry="${num(22 * k)}" fill="${gilt}"/>` +
    `<rect x="${num(cx - 9 * k)}" y="${num(top)}" width="${num(18 * k)}" height="${num(cy - top)}" fill="${gilt}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(top)}" rx="${num(90 * k)}" ry="${num(24 * k)}" fill="${gilt}"/>`;
  const h = head(defs, {
    seed,
    palette,
    flowers: [...flowers, "orchid"],
    x: cx,
    y: top,
    radius: 330 * k,
    elevation: 12,
    height: 0.85,
    reach: 118,
    greenery: 1,
  });
  return out + far + stand + h.greens + h.blooms + near;
}

export function roundTable(defs: Defs, W: number, H: number, palette: Palette): string {
  return (
    backdrop(defs, W, H, ["#e6ddd2", "#d6cbbd"], 380) +
    roundSetting(defs, W / 2, 740, 700, palette, 5203, false) +
    fallenPetals(
      defs,
      createRandom(52),
      W / 2 - 420,
      W / 2 + 420,
      820,
      1040,
      10,
      shade("#f4b9a0", 0.05),
    )
  );
}

/** A ballroom by candlelight: three tables receding, each under a tall arrangement. */
export function galaTables(defs: Defs, W: number, H: number): string {
  return (
    backdrop(defs, W, H, ["#2e2327", "#1f181b"], 520) +
    roundSetting(defs, W * 0.5, 560, 190, "blush", 6301, true) +
    roundSetting(defs, W * 0.2, 700, 280, "blush", 6302, true) +
    roundSetting(defs, W * 0.7, 880, 440, "blush", 6303, true)
  );
}

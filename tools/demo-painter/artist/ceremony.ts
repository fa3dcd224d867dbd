// Ceremony pieces: a moon-gate floral arch, and an aisle lined with low meadows of blooms.

import { backdrop, floorShadow } from "./backdrop";
import { createRandom } from "./random";
import { fallenPetals, head } from "./scenery";
import { type Defs, num } from "./svg";
import type { FlowerKind } from "./types";

/** A pale sky over a calm sea, and the sand the ceremony stands on. */
function beach(defs: Defs, W: number, H: number, shore: number): string {
  const sky = defs.linear(
    [
      [0, "#e9edf0"],
      [0.7, "#f6efe8"],
      [1, "#f8efe6"],
    ],
    0,
    0,
    0,
    1,
  );
  const sea = defs.linear(
    [
      [0, "#a9c1c6"],
      [1, "#d2dedd"],
    ],
    0,
    0,
    0,
    1,
  );
  const sand = defs.linear(
    [
      [0, "#eadfce"],
      [1, "#f3ebe0"],
    ],
    0,
    0,
    0,
    1,
  );
  const horizon = shore - 90;
  return (
    `<rect width="${W}" height="${horizon}" fill="${sky}"/>` +
    `<rect y="${horizon}" width="${W}" height="${shore - horizon}" fill="${sea}"/>` +
    `<path d="M0 ${shore}Q${W * 0.3} ${shore - 14} ${W * 0.6} ${shore + 6}T${W} ${shore - 4}V${H}H0Z" fill="#f7f3ec" fill-opacity=".8"/>` +
    `<path d="M0 ${shore + 10}Q${W * 0.4} ${shore - 4} ${W} ${shore + 8}V${H}H0Z" fill="${sand}"/>`
  );
}

/** A ring arch on the sand, dressed asymmetrically: a heavy cascade top left, a drift bottom right. */
export function floralArch(defs: Defs, W: number, H: number): string {
  const cx = W / 2;
  const cy = 800;
  const r = 420;
  const floor = cy + r + 40;
  const gold = defs.linear(
    [
      [0, "#7d6540"],
      [0.5, "#d8bf8c"],
      [1, "#8a7048"],
    ],
    0,
    0,
    1,
    1,
  );
  let out =
    beach(defs, W, H, floor - 160) +
    floorShadow(defs, cx, floor + 10, r * 0.9, 40, 0.8) +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${gold}" stroke-width="14"/>` +
    `<rect x="${num(cx - 6)}" y="${num(cy + r)}" width="12" height="${num(floor - cy - r)}" fill="${gold}"/>`;
  // Clusters along the ring (degrees clockwise from the top) facing the camera.
  const clusters: [number, number, FlowerKind[]][] = [
    [-105, 105, ["rose", "peony"]],
    [-75, 140, ["peony", "rose", "ranunculus"]],
    [-45, 125, ["rose", "ranunculus"]],
    [-20, 90, ["ranunculus", "rose"]],
    [0, 60, ["rose"]],
    [110, 85, ["rose", "ranunculus"]],
    [135, 115, ["peony", "rose"]],
  ];
  clusters.forEach(([deg, size, flowers], i) => {
    const a = (deg * Math.PI) / 180;
    const h = head(defs, {
      seed: 6100 + i,
      palette: "blush",
      flowers,
      x: cx + Math.sin(a) * r,
      y: cy - Math.cos(a) * r,
      radius: size,
      elevation: 80,
      height: 0.7,
      reach: 100,
      greenery: 1,
      scale: 1.05,
    });
    out += h.greens + h.blooms;
  });
  // Two low meadows at the foot of the arch.
  for (const [x, seed, size] of [
    [cx - 330, 6201, 190],
    [cx + 360, 6202, 150],
  ] as const) {
    const h = head(defs, {
      seed,
      palette: "blush",
      flowers: ["rose", "peony", "ranunculus"],
      x,
      y: floor - 10,
      radius: size,
      elevation: 18,
      height: 0.7,
      reach: 92,
      greenery: 1,
      stretch: 1.3,
    });
    out += floorShadow(defs, x, floor, size, 30) + h.greens + h.blooms;
  }
  return (
    out +
    fallenPetals(defs, createRandom(61), cx - 500, cx + 500, floor + 20, H - 20, 22, "#ecbcb7")
  );
}

/** An aisle runner towards the vanishing point, lined both sides with meadows of white blooms. */
export function weddingAisle(defs: Defs, W: number, H: number): string {
  const vx = W / 2;
  const horizon = 430;
  const at = (X: number, Z: number) => [vx + X / Z, horizon + 900 / Z] as const;
  const runner = defs.linear(
    [
      [0, "#e9e4dc"],
      [1, "#fbfaf7"],
    ],
    0,
    0,
    0,
    1,
  );
  const [l1, y1] = at(-260, 1);
  const [r1] = at(260, 1);
  const [l9, y9] = at(-260, 12);
  const [r9] = at(260, 12);
  let out =
    backdrop(defs, W, H, ["#efe8df", "#ddd3c6"], horizon + 60) +
    `<path d="M${num(l1)} ${num(y1)}L${num(l9)} ${num(y9)}L${num(r9)} ${num(y9)}L${num(r1)} ${num(y1)}Z" fill="${runner}"/>`;
  // The altar arrangement closing the view, then the meadows from far to near.
  const [ax, ay] = at(0, 12.5);
  const altar = head(defs, {
    seed: 7300,
    palette: "ivory-eucalyptus",
    flowers: ["rose", "peony"],
    x: ax,
    y: ay,
    radius: 140,
    elevation: 10,
    height: 0.9,
    reach: 96,
    greenery: 1,
    scale: 1.4,
    stretch: 2,
  });
  out += altar.greens + altar.blooms;
  const depths = [10, 7.2, 5.2, 3.8, 2.8, 2.05, 1.5];
  depths.forEach((Z, i) => {
    for (const side of [-1, 1]) {
      const [x, y] = at(side * 600, Z);
      const h = head(defs, {
        seed: 7310 + i * 2 + (side > 0 ? 1 : 0),
        palette: "ivory-eucalyptus",
        flowers: i % 2 ? ["rose", "ranunculus"] : ["peony", "rose"],
        x,
        y,
        radius: 220 / Z,
        elevation: 12 + 14 / Z,
        height: 0.65,
        reach: 92,
        greenery: 1,
        stretch: 1.5,
        yaw: 90,
      });
      out += floorShadow(defs, x, y, 200 / Z, 40 / Z, 0.7) + h.greens + h.blooms;
    }
  });
  return out + fallenPetals(defs, createRandom(71), l1 + 160, r1 - 160, H - 300, H, 26, "#f3ede2");
}

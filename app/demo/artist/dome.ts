// The head of an arrangement: blooms packed over a dome in 3-D, so one composition can be
// photographed from several angles and every bloom turns its face the way a real one would.

import { buds, eucalyptus, leaf, leafSprig } from "./foliage";
import { paintBloom } from "./flowers";
import { shade } from "./colour";
import type { PaletteInks } from "./palettes";
import { createRandom, type Random } from "./random";
import { orchidSpray } from "./sprays";
import { Defs, num } from "./svg";
import type { FlowerKind } from "./types";

type Vec = [number, number, number];

interface DomeBloom {
  kind: FlowerKind;
  colour: string;
  dir: Vec;
  /** Radius as a share of the dome radius. */
  size: number;
  /** Some stems stand a little proud of the dome, which keeps its outline soft. */
  lift: number;
  seed: number;
}

interface DomeGreen {
  kind: "eucalyptus" | "leaves" | "buds" | "spray" | "broad";
  dir: Vec;
  /** Length, and the size of its buds or blooms, as shares of the dome radius. */
  length: number;
  size: number;
  seed: number;
}

export interface Dome {
  blooms: DomeBloom[];
  greens: DomeGreen[];
  /** Height of the dome over its radius: 0.5 a low mound, 1 a full half-sphere. */
  height: number;
  inks: PaletteInks;
  orchid: string;
}

export interface DomeBrief {
  inks: PaletteInks;
  flowers: FlowerKind[];
  /** How far down the sides blooms go, in degrees from the top (90 = the equator). */
  reach: number;
  /** Greenery amount: 0 a tight dome of blooms, 1 loose and garden-like. */
  greenery: number;
  height: number;
  /** Bloom size multiplier: small = more, smaller blooms. */
  scale: number;
}

/** Radius of each kind as a share of the dome radius. */
const KIND_SIZE: Record<FlowerKind, number> = { rose: 0.2, peony: 0.28, ranunculus: 0.17, orchid: 0.17 };
/** Orchids cover less than their reach (narrow sepals), so they are drawn larger than packed. */
const DRAWN: Record<FlowerKind, number> = { rose: 1, peony: 1, ranunculus: 1, orchid: 1.3 };

const direction = (rng: Random, fromDeg: number, toDeg: number): Vec => {
  const lo = Math.cos((toDeg * Math.PI) / 180);
  const hi = Math.cos((fromDeg * Math.PI) / 180);
  const y = rng.range(lo, hi);
  const phi = rng.range(0, Math.PI * 2);
  const r = Math.sqrt(1 - y * y);
  return [r * Math.cos(phi), y, r * Math.sin(phi)];
};

/** Packs the blooms: largest kinds first, then smaller ones into the gaps left between them. */
export function growDome(rng: Random, brief: DomeBrief): Dome {
  const { inks, flowers } = brief;
  // Orchids lead in sprays; as heads in the dome they only join when they are the lead flower,
  // and then the dome is mostly the supporting kind so the sprays keep the stage.
  const orchidLead = flowers[0] === "orchid";
  // Orchids alone are arranged as a plant is: tall sprays over a collar of their broad leaves.
  const orchidsAlone = flowers.every((k) => k === "orchid");
  const kinds = orchidsAlone ? [] : flowers.filter((k) => k !== "orchid" || orchidLead);
  const weights = kinds.map((k, i) => (orchidLead && kinds.length > 1 && k === "orchid" ? 0.5 : ([1, 0.45, 0.22][i] ?? 0.2)));
  // Clustered bouquets group each kind in drifts; mixed ones scatter them evenly.
  const clustered = kinds.length > 1 && rng.chance(0.5);
  const drifts = kinds.map(() => direction(rng, 0, brief.reach));
  const h = orchidsAlone ? 0.2 : brief.height;
  const surface = (d: Vec): Vec => [d[0], d[1] * h, d[2]];
  const blooms: DomeBloom[] = [];
  const fits = (p: Vec, size: number) =>
    blooms.every((b) => {
      const q = surface(b.dir);
      return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) >= (size + b.size) * 0.74;
    });
  const chooseKind = (d: Vec): number => {
    if (clustered) {
      let best = 0;
      let bestDot = -2;
      drifts.forEach((c, i) => {
        const dot = c[0] * d[0] + c[1] * d[1] + c[2] * d[2] + (i === 0 ? 0.35 : 0) + rng.range(0, 0.3);
        if (dot > bestDot) [best, bestDot] = [i, dot];
      });
      return best;
    }
    let x = rng.range(0, weights.reduce((a, b) => a + b, 0));
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i] ?? 0) <= 0) return i;
    return 0;
  };
  const colourFor = (kind: FlowerKind) => {
    const list = inks.blooms[kind];
    return rng.chance(0.55) ? (list[0] as string) : rng.pick(list);
  };
  for (let attempt = 0; attempt < (kinds.length ? 2400 : 0); attempt++) {
    const dir = direction(rng, 0, brief.reach);
    const kind = kinds[chooseKind(dir)] as FlowerKind;
    const size = KIND_SIZE[kind] * brief.scale * rng.vary(1, 0.1);
    if (fits(surface(dir), size))
      blooms.push({ kind, colour: colourFor(kind), dir, size, lift: rng.range(0, 0.07), seed: rng.seed() });
  }
  // Gap fillers: smaller heads of the smallest kind in the brief.
  const filler = [...kinds].sort((a, b) => KIND_SIZE[a] - KIND_SIZE[b])[0] ?? "rose";
  for (let attempt = 0; attempt < (kinds.length ? 900 : 0); attempt++) {
    const dir = direction(rng, 0, brief.reach);
    const size = KIND_SIZE[filler] * brief.scale * rng.range(0.66, 0.8);
    if (fits(surface(dir), size))
      blooms.push({ kind: filler, colour: colourFor(filler), dir, size, lift: -0.02, seed: rng.seed() });
  }

  const greens: DomeGreen[] = [];
  const collar = orchidsAlone ? 0 : rng.int(11, 16);
  for (let i = 0; i < collar; i++) {
    const dir = direction(rng, brief.reach - 14, brief.reach + 4);
    greens.push({
      kind: rng.chance(inks.eucalyptus) ? "eucalyptus" : "leaves",
      dir,
      length: rng.range(0.32, 0.5) * (1 + brief.greenery * 0.4),
      size: 0.06,
      seed: rng.seed(),
    });
  }
  // Looser bouquets let eucalyptus and buds escape higher up the sides.
  const loose = orchidsAlone ? 0 : Math.round(brief.greenery * rng.range(5, 9));
  for (let i = 0; i < loose; i++) {
    greens.push({
      kind: rng.chance(0.3) ? "buds" : rng.chance(inks.eucalyptus) ? "eucalyptus" : "leaves",
      dir: direction(rng, 35, brief.reach - 8),
      length: rng.range(0.45, 0.7),
      size: 0.06,
      seed: rng.seed(),
    });
  }
  if (orchidsAlone) {
    const leaves = rng.int(7, 9);
    for (let i = 0; i < leaves; i++) {
      greens.push({ kind: "broad", dir: direction(rng, 20, 80), length: rng.range(0.5, 0.7), size: 0, seed: rng.seed() });
    }
    const sprays = rng.int(4, 6);
    for (let i = 0; i < sprays; i++) {
      // Alternate sides, fanning out from the middle, each arching further than the last.
      const side = i % 2 === 0 ? 1 : -1;
      const lean = ((8 + (i >> 1) * 16 + rng.range(-4, 4)) * Math.PI) / 180;
      const d: Vec = [side * Math.sin(lean), Math.cos(lean), rng.range(-0.1, 0.1)];
      greens.push({ kind: "spray", dir: d, length: rng.range(1.6, 2.0) - (i >> 1) * 0.2, size: 0.19, seed: rng.seed() });
    }
  } else if (flowers.includes("orchid")) {
    const sprays = orchidLead ? rng.int(3, 4) : rng.int(2, 3);
    for (let i = 0; i < sprays; i++) {
      // Sprays arch out to the sides, where they read against the backdrop.
      const d = direction(rng, 50, brief.reach - 10);
      const side = i % 2 === 0 ? 1 : -1;
      const flat = Math.hypot(d[0], d[2]);
      const spray: Vec = [side * flat * rng.range(0.8, 0.95), d[1], 0];
      spray[2] = -Math.sqrt(Math.max(0, flat * flat - spray[0] * spray[0])) * (rng.chance(0.5) ? 1 : -1);
      greens.push({
        kind: "spray",
        dir: spray,
        length: orchidLead ? rng.range(0.9, 1.15) : rng.range(0.75, 0.95),
        size: orchidLead ? 0.18 : 0.15,
        seed: rng.seed(),
      });
    }
  }
  return { blooms, greens, height: h, inks, orchid: inks.blooms.orchid[0] as string };
}

export interface Camera {
  /** Screen position of the centre of the dome's base. */
  x: number;
  y: number;
  /** Dome radius in pixels. */
  radius: number;
  /** Degrees the camera looks down from the horizontal. */
  elevation: number;
  /** Degrees the arrangement is turned on its base. */
  yaw: number;
}

interface Projected {
  x: number;
  y: number;
  depth: number;
  /** The surface normal on screen: x right, y up, z towards the camera. */
  n: Vec;
}

function projector(dome: Dome, cam: Camera) {
  const e = (cam.elevation * Math.PI) / 180;
  const w = (cam.yaw * Math.PI) / 180;
  const turn = ([x, y, z]: Vec): Vec => {
    const xr = x * Math.cos(w) + z * Math.sin(w);
    const zr = -x * Math.sin(w) + z * Math.cos(w);
    return [xr, y * Math.cos(e) - zr * Math.sin(e), y * Math.sin(e) + zr * Math.cos(e)];
  };
  return (d: Vec, lift = 0): Projected => {
    const h = dome.height;
    const nRaw: Vec = [d[0], d[1] / h, d[2]];
    const len = Math.hypot(...nRaw);
    const n = turn([nRaw[0] / len, nRaw[1] / len, nRaw[2] / len]);
    const p = turn([d[0] * (1 + lift), d[1] * h * (1 + lift), d[2] * (1 + lift)]);
    return { x: cam.x + p[0] * cam.radius, y: cam.y - p[1] * cam.radius, depth: p[2], n };
  };
}

/**
 * Shadows fall down and to the right; a bloom on that edge of the dome would throw its shadow
 * onto the backdrop far behind, so it throws none.
 */
const castShadow = ([x, y, z]: Vec) =>
  Math.max(0, Math.min(1, z * 2 - 0.8 - Math.max(0, x) * 0.9 - Math.max(0, -y) * 0.9));

/** Key light from the upper left, slightly in front: the studio's softbox. */
const LIGHT: Vec = [-0.42, 0.62, 0.66];

export interface Bounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Paints the dome for one camera; `bounds` is the outline of its blooms on screen. */
export function paintDome(defs: Defs, dome: Dome, cam: Camera): { greens: string; blooms: string; bounds: Bounds } {
  const project = projector(dome, cam);
  const inks = dome.inks;
  const R = cam.radius;

  let greens = "";
  for (const g of dome.greens) {
    const p = project(g.dir, -0.05);
    if (p.n[2] < -0.5) continue;
    const rng = createRandom(g.seed);
    const outward = (Math.atan2(p.n[0], p.n[1]) * 180) / Math.PI;
    const len = g.length * R;
    if (g.kind === "eucalyptus") greens += eucalyptus(defs, rng, p.x, p.y, outward, len, inks.silver);
    else if (g.kind === "leaves") greens += leafSprig(defs, rng, p.x, p.y, outward, len, inks.leaf);
    else if (g.kind === "buds") greens += buds(defs, rng, p.x, p.y, outward, R * g.size, inks.accent, inks.leaf);
    else if (g.kind === "broad") greens += leaf(defs, p.x, p.y, outward * 0.8, len, len * 0.42, inks.leaf);
    // Sprays rise before they arch over, so they set off closer to upright than the surface.
    else greens += orchidSpray(defs, g.seed, p.x, p.y, outward * 0.4, len, R * g.size, Math.round(g.length * 5), dome.orchid);
  }

  // The shadowed greenery inside the dome, seen through the gaps between blooms.
  const placed = dome.blooms.map((b) => ({ b, p: project(b.dir, b.lift) })).filter(({ p }) => p.n[2] > -0.3);
  if (placed.length === 0) {
    const empty = { left: cam.x - R * 0.5, right: cam.x + R * 0.5, top: cam.y - R * 0.3, bottom: cam.y };
    return { greens, blooms: "", bounds: empty };
  }
  const xs = placed.map(({ p }) => p.x);
  const ys = placed.map(({ p }) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const bed = defs.radial([
    [0, shade(inks.leaf, 0.3)],
    [0.85, shade(inks.leaf, 0.45)],
    [1, shade(inks.leaf, 0.5), 0],
  ]);
  greens += `<ellipse cx="${num((x0 + x1) / 2)}" cy="${num((y0 + y1) / 2)}" rx="${num((x1 - x0) / 2)}" ry="${num((y1 - y0) / 2)}" fill="${bed}"/>`;
  const tuck = createRandom(dome.blooms.length * 7919 + Math.round(dome.height * 1000));
  for (let i = 0; i < 26; i++) {
    const p = project(direction(tuck, 10, 95), 0.02);
    const angle = (Math.atan2(p.n[0], p.n[1]) * 180) / Math.PI + tuck.range(-40, 40);
    const L = R * tuck.range(0.14, 0.22);
    if (p.n[2] > 0) greens += leaf(defs, p.x, p.y, angle, L, L * 0.5, shade(inks.leaf, tuck.range(0, 0.2)));
  }

  placed.sort((a, b) => a.p.depth - b.p.depth);
  let blooms = "";
  for (const { b, p } of placed) {
    const lambert = Math.max(0, p.n[0] * LIGHT[0] + p.n[1] * LIGHT[1] + p.n[2] * LIGHT[2]);
    // Heads on the flanks turn part-way to the camera, as a florist angles them; orchids face it.
    const toCamera = b.kind === "orchid" ? 1.6 : 0.6;
    const [nx, ny, nz] = [p.n[0], p.n[1], p.n[2] + toCamera];
    const facing = Math.max(0.2, nz / Math.hypot(nx, ny, nz));
    blooms += paintBloom(defs, {
      kind: b.kind,
      colour: b.colour,
      x: p.x,
      y: p.y,
      size: b.size * R * DRAWN[b.kind],
      facing,
      turn: (Math.atan2(nx, ny) * 180) / Math.PI,
      light: 0.7 + 0.3 * lambert + 0.08 * p.depth,
      seed: b.seed,
    }, castShadow(p.n));
  }
  const reach = (f: (p: Projected, r: number) => number) => placed.map(({ b, p }) => f(p, b.size * R));
  const bounds = {
    left: Math.min(...reach((p, r) => p.x - r)),
    right: Math.max(...reach((p, r) => p.x + r)),
    top: Math.min(...reach((p, r) => p.y - r)),
    bottom: Math.max(...reach((p, r) => p.y + r)),
  };
  return { greens, blooms, bounds };
}

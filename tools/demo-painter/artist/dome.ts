// The head of an arrangement: blooms and greenery packed over a dome in 3-D, so one composition
// can be photographed from several angles (camera.ts) and every bloom turns as a real one would.

import { luminance } from "./colour";
import type { PaletteInks } from "./palettes";
import type { Random } from "./random";
import type { FlowerKind } from "./types";

export type Vec = [number, number, number];

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
  /** Length over depth: 1 round, more for a long table garland. */
  stretch: number;
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
  /** Length over depth (default 1, a round dome). */
  stretch?: number;
}

/** Radius of each kind as a share of the dome radius. */
const KIND_SIZE: Record<FlowerKind, number> = {
  rose: 0.2,
  peony: 0.31,
  ranunculus: 0.17,
  orchid: 0.17,
};
/** How much heads of one kind differ in size: ranunculus come tight-budded and fully open. */
const KIND_SPREAD: Record<FlowerKind, number> = {
  rose: 0.1,
  peony: 0.12,
  ranunculus: 0.24,
  orchid: 0.08,
};
/** Orchids cover less than their reach (narrow sepals), so they are drawn larger than packed. */
export const DRAWN: Record<FlowerKind, number> = { rose: 1, peony: 1, ranunculus: 1, orchid: 1.3 };

/** A random direction on the dome, between `fromDeg` and `toDeg` down from its crown. */
export const direction = (rng: Random, fromDeg: number, toDeg: number): Vec => {
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
  const weights = kinds.map((k, i) =>
    orchidLead && kinds.length > 1 && k === "orchid" ? 0.5 : ([1, 0.45, 0.22][i] ?? 0.2),
  );
  // Clustered bouquets group each kind in drifts; mixed ones scatter them evenly.
  const clustered = kinds.length > 1 && rng.chance(0.5);
  const drifts = kinds.map(() => direction(rng, 0, brief.reach));
  const h = orchidsAlone ? 0.2 : brief.height;
  const stretch = brief.stretch ?? 1;
  const surface = (d: Vec): Vec => [d[0] * stretch, d[1] * h, d[2]];
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
        const dot =
          c[0] * d[0] + c[1] * d[1] + c[2] * d[2] + (i === 0 ? 0.35 : 0) + rng.range(0, 0.3);
        if (dot > bestDot) [best, bestDot] = [i, dot];
      });
      return best;
    }
    let x = rng.range(
      0,
      weights.reduce((a, b) => a + b, 0),
    );
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i] ?? 0) <= 0) return i;
    return 0;
  };
  // Colourways: one colour throughout, a mix led by the first, or an ombré from pale crown to deep base.
  const colourway = rng.pick(["mono", "mixed", "mixed", "ombre"] as const);
  const colourFor = (kind: FlowerKind, d: Vec) => {
    const list = inks.blooms[kind];
    if (colourway === "mono") return list[0] as string;
    if (colourway === "ombre") {
      const byDepth = [...list].sort((a, b) => luminance(b) - luminance(a));
      const u = Math.min(0.999, Math.max(0, 1 - d[1] + rng.range(-0.2, 0.2)));
      return byDepth[Math.floor(u * byDepth.length)] as string;
    }
    return rng.chance(0.55) ? (list[0] as string) : rng.pick(list);
  };
  for (let attempt = 0; attempt < (kinds.length ? 2400 * stretch : 0); attempt++) {
    const dir = direction(rng, 0, brief.reach);
    const kind = kinds[chooseKind(dir)] as FlowerKind;
    const size = KIND_SIZE[kind] * brief.scale * rng.vary(1, KIND_SPREAD[kind]);
    if (fits(surface(dir), size))
      blooms.push({
        kind,
        colour: colourFor(kind, dir),
        dir,
        size,
        lift: rng.range(0, 0.07),
        seed: rng.seed(),
      });
  }
  // Gap fillers: smaller heads of the smallest kind in the brief.
  const filler = [...kinds].sort((a, b) => KIND_SIZE[a] - KIND_SIZE[b])[0] ?? "rose";
  for (let attempt = 0; attempt < (kinds.length ? 900 * stretch : 0); attempt++) {
    const dir = direction(rng, 0, brief.reach);
    const size = KIND_SIZE[filler] * brief.scale * rng.range(0.66, 0.8);
    if (fits(surface(dir), size))
      blooms.push({
        kind: filler,
        colour: colourFor(filler, dir),
        dir,
        size,
        lift: -0.02,
        seed: rng.seed(),
      });
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
      greens.push({
        kind: "broad",
        dir: direction(rng, 20, 80),
        length: rng.range(1.1, 1.4),
        size: 0,
        seed: rng.seed(),
      });
    }
    const sprays = rng.int(4, 6);
    for (let i = 0; i < sprays; i++) {
      // Alternate sides, fanning out from the middle, each arching further than the last.
      const side = i % 2 === 0 ? 1 : -1;
      const lean = ((8 + (i >> 1) * 16 + rng.range(-4, 4)) * Math.PI) / 180;
      const d: Vec = [side * Math.sin(lean), Math.cos(lean), rng.range(-0.1, 0.1)];
      greens.push({
        kind: "spray",
        dir: d,
        length: rng.range(2.7, 3.2) - (i >> 1) * 0.3,
        size: 0.32,
        seed: rng.seed(),
      });
    }
  } else if (flowers.includes("orchid")) {
    const sprays = orchidLead ? rng.int(3, 4) : rng.int(2, 3);
    for (let i = 0; i < sprays; i++) {
      // Sprays arch out to the sides, where they read against the backdrop.
      const d = direction(rng, 50, brief.reach - 10);
      const side = i % 2 === 0 ? 1 : -1;
      const flat = Math.hypot(d[0], d[2]);
      const spray: Vec = [side * flat * rng.range(0.8, 0.95), d[1], 0];
      spray[2] =
        -Math.sqrt(Math.max(0, flat * flat - spray[0] * spray[0])) * (rng.chance(0.5) ? 1 : -1);
      greens.push({
        kind: "spray",
        dir: spray,
        length: orchidLead ? rng.range(0.9, 1.15) : rng.range(0.75, 0.95),
        size: orchidLead ? 0.18 : 0.15,
        seed: rng.seed(),
      });
    }
  }
  return { blooms, greens, height: h, stretch, inks, orchid: inks.blooms.orchid[0] as string };
}

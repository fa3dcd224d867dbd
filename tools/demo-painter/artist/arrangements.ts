// How each arrangement holds the head of flowers: where the dome sits, what the camera sees of it,
// and the paper, box or vase painted behind and in front of the blooms.

import { floorShadow } from "./backdrop";
import { luminance } from "./colour";
import type { Bounds, Camera } from "./camera";
import { hatBox, type Cylinder } from "./hatbox";
import type { PaletteInks } from "./palettes";
import type { Random } from "./random";
import { band, bow } from "./ribbon";
import { handTiedStems } from "./stems";
import { type Defs } from "./svg";
import type { Arrangement } from "./types";
import { ceramicPot, ceramicUrn, glassVase, moss } from "./vase";
import { wrapping } from "./wrap";

/** Fixed choices for one bouquet, drawn once from its seed so every view agrees. */
export interface Holder {
  arrangement: Arrangement;
  /** The dome's camera before any turn for a particular view. */
  camera: Omit<Camera, "yaw">;
  /** Dome shape suited to the holder: how far down it goes, how high it stands. */
  reach: number;
  height: number;
  paper: string;
  inner: string;
  finish: string;
  /** For a vase: clear glass cylinder, footed urn, or the tall straight pot an orchid plant sits in. */
  vessel: "glass" | "urn" | "pot";
  ribbon: string;
  /** A seed for the holder's own irregularities (paper folds, stems). */
  seed: number;
  /** Where the arrangement stands on the floor (the wrapped hem may stand higher). */
  floor: number;
}

export function chooseHolder(
  rng: Random,
  arrangement: Arrangement,
  inks: PaletteInks,
  orchidsAlone: boolean,
): Holder {
  const paper = rng.pick(inks.papers);
  // Inside a dark paper, a pale one: the contrast frames the blooms.
  const others = inks.papers.filter((p) => p !== paper);
  const inner =
    luminance(paper) < 0.35
      ? (others.sort((a, b) => luminance(b) - luminance(a))[0] as string)
      : rng.pick(others);
  const common = {
    arrangement,
    paper,
    inner,
    finish: rng.pick(arrangement === "box" ? inks.boxes : inks.ceramics),
    vessel: (orchidsAlone ? "pot" : rng.chance(0.55) ? "glass" : "urn") as Holder["vessel"],
    // A ribbon never disappears into a paper of its own colour.
    ribbon: inks.ribbon === paper ? inner : inks.ribbon,
    seed: rng.seed(),
  };
  const r = rng.range(350, 420);
  switch (arrangement) {
    case "hand-tied":
      return {
        ...common,
        camera: { x: 640, y: 640, radius: r, elevation: rng.range(44, 54) },
        reach: rng.range(86, 94),
        height: rng.range(0.5, 0.7),
        floor: 1490,
      };
    case "wrapped":
      return {
        ...common,
        camera: { x: 640, y: 660, radius: r, elevation: rng.range(44, 54) },
        reach: rng.range(86, 94),
        height: rng.range(0.5, 0.7),
        floor: 1480,
      };
    case "box":
      return {
        ...common,
        camera: { x: 640, y: 900, radius: 360, elevation: 32 },
        reach: 94,
        height: rng.range(0.8, 0.95),
        floor: 1420,
      };
    case "vase":
      return orchidsAlone
        ? {
            ...common,
            camera: { x: 640, y: 1060, radius: 225, elevation: 16 },
            reach: 90,
            height: 0.2,
            floor: 1470,
          }
        : {
            ...common,
            camera: { x: 640, y: 900, radius: r * 0.95, elevation: 30 },
            reach: 104,
            height: rng.range(0.7, 0.9),
            floor: 1460,
          };
  }
}

/**
 * Painted layers around the dome: `back` before its greenery and blooms, `front` after them;
 * `floor` is where the arrangement stands.
 */
export function holderLayers(
  defs: Defs,
  rng: Random,
  h: Holder,
  inks: PaletteInks,
  head: Bounds,
): { back: string; front: string; floor: number } {
  const cx = h.camera.x;
  const headX = (head.left + head.right) / 2;
  const headR = (head.right - head.left) / 2;
  const headY = (head.top + head.bottom) / 2;
  switch (h.arrangement) {
    case "hand-tied": {
      const tie = head.bottom + 150;
      const stems = handTiedStems(
        rng,
        cx,
        headY + headR * 0.4,
        tie,
        h.floor - 10,
        headR * 0.5,
        inks.leaf,
      );
      return {
        back: floorShadow(defs, cx, h.floor, 170, 26) + stems,
        front: band(defs, cx, tie, 30, h.ribbon) + bow(defs, rng, cx, tie, 210, h.ribbon),
        floor: h.floor,
      };
    }
    case "wrapped": {
      const neck = head.bottom + 70;
      const hem = Math.min(h.floor, neck + 260);
      const paper = wrapping(
        defs,
        rng,
        { x: headX, y: headY, r: headR, neck, hem },
        h.paper,
        h.inner,
      );
      return {
        back: floorShadow(defs, cx, hem + 14, 150, 20) + paper.back,
        front:
          paper.front +
          band(defs, cx, neck, headR * 0.24, h.ribbon) +
          bow(defs, rng, cx, neck, 190, h.ribbon),
        floor: hem + 14,
      };
    }
    case "box": {
      const ry = 350 * Math.sin((h.camera.elevation * Math.PI) / 180);
      const box: Cylinder = {
        x: cx,
        top: h.camera.y + 20,
        rx: 350,
        ry,
        height: h.floor - h.camera.y - 20 - ry,
      };
      const layers = hatBox(defs, box, h.finish);
      return {
        back: floorShadow(defs, cx, h.floor - ry * 0.25, 400, 90) + layers.back,
        front: layers.front,
        floor: h.floor,
      };
    }
    case "vase": {
      const rx = { glass: 220, urn: 250, pot: 190 }[h.vessel];
      const ry = rx * Math.sin((h.camera.elevation * Math.PI) / 180) * 0.8;
      const top = h.camera.y + (h.vessel === "pot" ? 0 : 30);
      const vase: Cylinder = { x: cx, top, rx, ry, height: h.floor - top };
      // Greenery and blooms spill over the rim, so the vase is painted first; an opaque vessel's
      // mouth is dressed with moss, as florists do.
      const body =
        h.vessel === "glass"
          ? glassVase(defs, rng, vase, inks.leaf)
          : (h.vessel === "urn"
              ? ceramicUrn(defs, vase, h.finish)
              : ceramicPot(defs, vase, h.finish)) + moss(defs, rng, vase);
      return {
        back: floorShadow(defs, cx, h.floor, h.vessel === "urn" ? rx * 0.7 : rx * 1.15, 30) + body,
        front: "",
        floor: h.floor,
      };
    }
  }
}

// A bouquet's gallery: one arrangement, composed once from its seed, photographed up to four ways.

import { chooseHolder, holderLayers } from "./arrangements";
import { backdrop } from "./backdrop";
import { paintDome } from "./camera";
import { growDome } from "./dome";
import { palettes } from "./palettes";
import { createRandom, mixSeed } from "./random";
import { Defs, num, svgDocument } from "./svg";
import { tabletop } from "./tabletop";
import type { BouquetArt } from "./types";

const W = 1280;
const H = 1600;

/** Each gallery view: how the arrangement is turned, and how close the camera comes. */
const VIEWS = [
  { yaw: 0, zoom: 1, focus: "whole" },
  { yaw: 24, zoom: 1.5, focus: "head" },
  { yaw: -18, zoom: 2.5, focus: "detail" },
  { yaw: 40, zoom: 0.8, focus: "table" },
] as const;

/**
 * Portrait 4:5 (viewBox 1280×1600). View 0 is the product shot; 1 a closer, turned crop; 2 a
 * detail of the blooms; 3 the same bouquet on a marble table.
 */
export function bouquetSvg(art: BouquetArt, view: number): string {
  const v = VIEWS[Math.abs(Math.trunc(view)) % VIEWS.length] ?? VIEWS[0];
  const inks = palettes[art.palette];
  const rng = createRandom(art.seed);
  const flowers = art.flowers.length > 0 ? art.flowers : (["rose"] as const);
  const holder = chooseHolder(
    rng,
    art.arrangement,
    inks,
    flowers.every((k) => k === "orchid"),
  );
  const dome = growDome(rng, {
    inks,
    flowers: [...flowers],
    reach: holder.reach,
    height: holder.height,
    greenery: rng.range(0, 1),
    // From fifty small heads to twenty generous ones: the biggest difference between designs.
    scale: rng.range(0.85, 1.4),
  });
  const defs = new Defs();
  const head = paintDome(defs, dome, { ...holder.camera, yaw: v.yaw });
  // The holder's own randomness is replayed identically in every view.
  const layers = holderLayers(defs, createRandom(holder.seed), holder, inks, head.bounds);
  const scene = layers.back + head.greens + head.blooms + layers.front;

  const headX = (head.bounds.left + head.bounds.right) / 2;
  const headY = (head.bounds.top + head.bounds.bottom) / 2;
  const detail = createRandom(mixSeed(art.seed, 2));
  const focus =
    v.focus === "head"
      ? [headX, headY + 60]
      : v.focus === "detail"
        ? [
            headX + detail.range(-0.3, 0.3) * (head.bounds.right - headX),
            headY + detail.range(-0.2, 0.15) * (head.bounds.bottom - headY),
          ]
        : v.focus === "table"
          ? [W / 2 + 20, H / 2 - 150]
          : [W / 2, H / 2];
  const [fx, fy] = focus as [number, number];
  const tx = W / 2 - fx * v.zoom;
  const ty = H / 2 - fy * v.zoom;
  const wall = art.backdrop === "tone" ? inks.tone : inks.studio;
  const floor = layers.floor * v.zoom + ty;
  const ground =
    v.focus === "table"
      ? tabletop(defs, W, H, floor, wall, createRandom(mixSeed(art.seed, 3)))
      : "";
  return svgDocument(
    W,
    H,
    defs,
    backdrop(defs, W, H, wall, floor - 170 * v.zoom) +
      ground +
      `<g transform="translate(${num(tx)} ${num(ty)}) scale(${v.zoom})">${scene}</g>`,
  );
}

// Hero slides (16:9, 1920×1080): lavish arrangements set to one side, leaving a calm field for text.
//   0 — blush urn and hat-box on warm ivory; calm on the left, for dark text.
//   1 — deep red roses by candlelight on a dark plum wall; calm on the left, for white text.
//   2 — white orchids, roses and ranunculus framing an empty centre, for dark text.
// Each has a mirrored twin for the Arabic pages (calm on the right), its lettering still readable.

import { backdrop, floorShadow } from "./backdrop";
import { hatBox } from "./hatbox";
import { createRandom } from "./random";
import { fallenPetals, head, taper } from "./scenery";
import { Defs, num, svgDocument } from "./svg";
import { ceramicPot, ceramicUrn, moss } from "./vase";

const W = 1920;
const H = 1080;

/** A hero slide; `mirrored` paints it the other way round, for the Arabic pages. */
export function heroSlideSvg(index: 0 | 1 | 2, mirrored = false): string {
  const defs = new Defs();
  const body = [blushAtelier, candlelitRed, orchidFrame][index]?.(defs) ?? "";
  return svgDocument(W, H, defs, mirrored ? mirror(body) : body);
}

/**
 * The scene turned left for right, each line of lettering (the name on a hat-box) turned back
 * around its own anchor: it moves with its object but still reads from left to right.
 */
export function mirror(body: string): string {
  const unturned = body.replace(
    /<text x="(-?[\d.]+)"[^>]*>[^<]*<\/text>/g,
    (text, x: string) => `<g transform="matrix(-1 0 0 1 ${num(2 * Number(x))} 0)">${text}</g>`,
  );
  return `<g transform="matrix(-1 0 0 1 ${W} 0)">${unturned}</g>`;
}

function blushAtelier(defs: Defs): string {
  const urn = { x: 1420, top: 600, rx: 175, ry: 56, height: 370 };
  const big = head(defs, {
    seed: 7011,
    palette: "blush",
    flowers: ["peony", "rose", "ranunculus"],
    x: 1420,
    y: 585,
    radius: 330,
    elevation: 24,
    height: 0.85,
    reach: 100,
    greenery: 1,
    scale: 0.95,
  });
  const box = { x: 960, top: 860, rx: 170, ry: 60, height: 140 };
  const small = head(defs, {
    seed: 7013,
    palette: "blush",
    flowers: ["rose", "ranunculus"],
    x: 960,
    y: 850,
    radius: 175,
    elevation: 22,
    height: 0.75,
    reach: 94,
    greenery: 0.3,
    scale: 1.15,
  });
  const boxLayers = hatBox(defs, box, "#e8cfc7");
  return (
    backdrop(defs, W, H, ["#f6efe9", "#eaded6"], 900) +
    floorShadow(defs, 1420, 970, 150, 30) +
    floorShadow(defs, 960, 1000, 200, 40) +
    ceramicUrn(defs, urn, "#f2e7e1") +
    moss(defs, createRandom(3), urn) +
    big.greens +
    big.blooms +
    boxLayers.back +
    small.greens +
    small.blooms +
    boxLayers.front +
    fallenPetals(defs, createRandom(5), 700, 1250, 1010, 1070, 9, "#ecbcb7")
  );
}

function candlelitRed(defs: Defs): string {
  const urn = { x: 1440, top: 590, rx: 185, ry: 60, height: 390 };
  const big = head(defs, {
    seed: 8021,
    palette: "deep-red",
    flowers: ["rose", "peony", "ranunculus"],
    x: 1440,
    y: 575,
    radius: 350,
    elevation: 22,
    height: 0.85,
    reach: 100,
    greenery: 0.6,
    scale: 0.9,
  });
  return (
    backdrop(defs, W, H, ["#3a2428", "#251719"], 930) +
    taper(defs, 960, 1020, 420, 1.1) +
    taper(defs, 1040, 1000, 330, 1.0) +
    floorShadow(defs, 1440, 980, 170, 32, 1.4) +
    ceramicUrn(defs, urn, "#1f1b1c") +
    moss(defs, createRandom(4), urn) +
    big.greens +
    big.blooms +
    fallenPetals(defs, createRandom(6), 820, 1280, 1000, 1070, 12, "#8c1521")
  );
}

function orchidFrame(defs: Defs): string {
  const box = { x: 380, top: 700, rx: 260, ry: 84, height: 240 };
  const left = head(defs, {
    seed: 9031,
    palette: "white-orchid",
    flowers: ["rose", "ranunculus"],
    x: 380,
    y: 688,
    radius: 275,
    elevation: 26,
    height: 0.8,
    reach: 96,
    greenery: 0.8,
  });
  const boxLayers = hatBox(defs, box, "#f3efe8");
  const pot = { x: 1540, top: 720, rx: 130, ry: 30, height: 280 };
  // Orchid sprays set off from the moss in the pot's mouth.
  const right = head(defs, {
    seed: 9041,
    palette: "white-orchid",
    flowers: ["orchid"],
    x: 1540,
    y: 722,
    radius: 150,
    elevation: 16,
  });
  const low = { x: 1250, top: 900, rx: 150, ry: 48, height: 110 };
  const posy = head(defs, {
    seed: 9051,
    palette: "white-orchid",
    flowers: ["ranunculus", "rose"],
    x: 1250,
    y: 890,
    radius: 165,
    elevation: 24,
    height: 0.7,
    reach: 96,
    greenery: 0.5,
  });
  return (
    backdrop(defs, W, H, ["#f4f3f0", "#e5e3de"], 900) +
    floorShadow(defs, 380, 1010, 290, 50) +
    floorShadow(defs, 1540, 1000, 150, 28) +
    floorShadow(defs, 1250, 1010, 170, 30) +
    boxLayers.back +
    left.greens +
    left.blooms +
    boxLayers.front +
    ceramicPot(defs, pot, "#f3f1ec") +
    moss(defs, createRandom(7), pot) +
    right.greens +
    right.blooms +
    ceramicUrn(defs, low, "#efebe3") +
    posy.greens +
    posy.blooms
  );
}

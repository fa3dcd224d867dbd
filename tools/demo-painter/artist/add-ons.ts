// The add-ons' product shots: a glass cylinder vase, a box of chocolates, a birthday balloon and a
// handwritten card, each alone on the studio's paper in a palette of the atelier, lit as the
// bouquets are (from the left), portrait 4:5 like them.

import { backdrop, floorShadow } from "./backdrop";
import { mix, shade, tint } from "./colour";
import { eucalyptus } from "./foliage";
import { roundShading } from "./hatbox";
import { palettes, type PaletteInks } from "./palettes";
import { createRandom, type Random } from "./random";
import { bow } from "./ribbon";
import { Defs, type Point, fine, num, pt, smoothPath, svgDocument } from "./svg";
import type { AddOnArt } from "./types";

const W = 1280;
const H = 1600;
/** Where the things stand: the floor's contact line, and the paper's sweep above it. */
const FLOOR = 1230;
const HORIZON = FLOOR - 170;

const SERIF = "P052, 'Palatino Linotype', 'DejaVu Serif', serif";

export function addOnSvg(art: AddOnArt): string {
  const inks = palettes[art.palette];
  const rng = createRandom(art.seed);
  const defs = new Defs();
  const wall = art.backdrop === "tone" ? inks.tone : inks.studio;
  const paint = { vase: glassCylinder, chocolates, balloon, card }[art.kind];
  return svgDocument(W, H, defs, backdrop(defs, W, H, wall, HORIZON) + paint(defs, rng, inks));
}

/** A tall clear cylinder, a third full of water, a sprig of eucalyptus laid beside it. */
function glassCylinder(defs: Defs, rng: Random, inks: PaletteInks): string {
  const x = 640;
  const rx = 200;
  const ry = 40;
  const top = 470;
  const bottom = FLOOR - 10;
  const water = bottom - (bottom - top) * rng.range(0.32, 0.4);
  const side = (y0: number, y1: number) =>
    `M${num(x - rx)} ${num(y0)}A${rx} ${ry} 0 0 0 ${num(x + rx)} ${num(y0)}L${num(x + rx)} ${num(y1)}A${rx} ${ry} 0 0 1 ${num(x - rx)} ${num(y1)}Z`;
  const tinted = defs.linear(
    [
      [0, "#8fa69b", 0.34],
      [0.5, "#c8d6cf", 0.14],
      [1, "#7d948a", 0.38],
    ],
    0,
    0,
    1,
    0,
  );
  const glass = defs.linear(
    [
      [0, "#6f7d77", 0.36],
      [0.06, "#ffffff", 0.24],
      [0.14, "#ffffff", 0.05],
      [0.8, "#ffffff", 0.02],
      [0.93, "#e9f0ec", 0.3],
      [1, "#5f6d67", 0.42],
    ],
    0,
    0,
    1,
    0,
  );
  // Light through the water lands on the paper in front of the glass.
  const caustic = defs.radial([
    [0, "#f4fbf6", 0.55],
    [1, "#f4fbf6", 0],
  ]);
  return (
    floorShadow(defs, x + 30, bottom + 4, rx * 1.05, ry * 1.3, 0.45) +
    `<ellipse cx="${num(x + 60)}" cy="${num(bottom + 70)}" rx="${num(rx * 0.9)}" ry="${num(ry * 1.1)}" fill="${caustic}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${rx}" ry="${ry}" fill="#dfe7e2" fill-opacity=".25"/>` +
    `<path d="${side(water, bottom)}" fill="${tinted}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(water)}" rx="${num(rx - 3)}" ry="${num(ry - 2)}" fill="#e6eee9" fill-opacity=".45"/>` +
    `<path d="${side(top, bottom)}" fill="${glass}"/>` +
    // The thick base, and the long highlights of a blown cylinder.
    `<path d="${side(bottom - 34, bottom)}" fill="#c9d6cf" fill-opacity=".35"/>` +
    `<rect x="${num(x - rx * 0.74)}" y="${num(top + ry + 24)}" width="${num(rx * 0.08)}" height="${num(bottom - top - ry - 90)}" rx="${num(rx * 0.04)}" fill="#ffffff" fill-opacity=".55"/>` +
    `<rect x="${num(x + rx * 0.6)}" y="${num(top + ry + 50)}" width="${num(rx * 0.035)}" height="${num(bottom - top - ry - 150)}" fill="#ffffff" fill-opacity=".32"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${rx}" ry="${ry}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity=".65"/>` +
    eucalyptus(defs, rng, x + rx + 40, FLOOR + 90, 78, 300, inks.silver)
  );
}

/** A box of chocolates, its lid with a satin bow leaning behind, the pralines in rows. */
function chocolates(defs: Defs, rng: Random, inks: PaletteInks): string {
  const box = inks.boxes[0] ?? "#1f1d1b";
  const light = tint(box, 0.1);
  // The top's corners: back left, back right, front right, front left.
  const rim: Point[] = [
    [380, 900],
    [900, 900],
    [1010, 1070],
    [270, 1070],
  ];
  const front = 130;
  const at = (u: number, v: number): Point => {
    const [bl, br, fr, fl] = rim as [Point, Point, Point, Point];
    const back: Point = [bl[0] + (br[0] - bl[0]) * u, bl[1]];
    const near: Point = [fl[0] + (fr[0] - fl[0]) * u, fl[1]];
    return [back[0] + (near[0] - back[0]) * v, back[1] + (near[1] - back[1]) * v];
  };
  const lid = paintedLid(defs, rng, box, inks.ribbon);
  const inside = defs.linear([
    [0, shade(box, 0.55)],
    [1, shade(box, 0.3)],
  ]);
  const wall = `M${pt(rim[0]!)}L${pt(rim[1]!)}L${pt(rim[2]!)}L${pt(rim[3]!)}Z`;
  const frontFace = `M${pt(rim[3]!)}L${pt(rim[2]!)}l0 ${front}L${num(rim[3]![0])} ${num(rim[3]![1] + front)}Z`;
  let pralines = "";
  const rows = 3;
  const columns = 4;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const [cx, cy] = at((column + 0.5) / columns, (row + 0.55) / rows);
      const depth = 0.8 + 0.2 * (row / (rows - 1));
      pralines += praline(defs, rng, cx, cy, 46 * depth);
    }
  }
  return (
    lid +
    floorShadow(defs, 640, FLOOR - 20, 420, 40, 0.8) +
    `<path d="${frontFace}" fill="${roundShading(defs, box, 0.08)}"/>` +
    `<path d="M${num(rim[3]![0])} ${num(rim[3]![1] + front * 0.55)}L${num(rim[2]![0])} ${num(rim[2]![1] + front * 0.55)}" stroke="${inks.ribbon}" stroke-width="16"/>` +
    `<path d="${wall}" fill="${light}"/>` +
    `<path d="${insetQuad(rim, 16)}" fill="${inside}"/>` +
    pralines
  );
}

/** The quad drawn `by` pixels inside its outline (enough for a box's wall seen from above). */
function insetQuad(quad: Point[], by: number): string {
  const [bl, br, fr, fl] = quad as [Point, Point, Point, Point];
  return `M${num(bl[0] + by)} ${num(bl[1] + by * 0.6)}L${num(br[0] - by)} ${num(br[1] + by * 0.6)}L${num(fr[0] - by * 1.3)} ${num(fr[1] - by * 0.6)}L${num(fl[0] + by * 1.3)} ${num(fl[1] - by * 0.6)}Z`;
}

function paintedLid(defs: Defs, rng: Random, box: string, ribbon: string): string {
  const satin = defs.linear(
    [
      [0, shade(ribbon, 0.25)],
      [0.45, tint(ribbon, 0.25)],
      [1, shade(ribbon, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const across = defs.linear([
    [0, shade(ribbon, 0.25)],
    [0.5, tint(ribbon, 0.2)],
    [1, shade(ribbon, 0.3)],
  ]);
  return (
    `<g transform="rotate(${fine(rng.range(-5, -2))} 640 900)">` +
    `<rect x="340" y="430" width="600" height="500" fill="${roundShading(defs, box, 0.06)}"/>` +
    `<rect x="340" y="430" width="600" height="500" fill="none" stroke="${tint(box, 0.18)}" stroke-width="4"/>` +
    `<rect x="612" y="430" width="56" height="500" fill="${satin}"/>` +
    `<rect x="340" y="622" width="600" height="56" fill="${across}"/>` +
    bow(defs, rng, 640, 650, 260, ribbon) +
    "</g>"
  );
}

/** One praline in its fluted paper cup: dark, milk or wrapped in gold foil. */
function praline(defs: Defs, rng: Random, x: number, y: number, r: number): string {
  const kind = rng.pick(["dark", "milk", "gold"] as const);
  const base = { dark: "#3b2418", milk: "#7a4b2e", gold: "#c8a45e" }[kind];
  const fill = defs.radial(
    [
      [0, tint(base, kind === "gold" ? 0.55 : 0.25)],
      [0.55, base],
      [1, shade(base, 0.45)],
    ],
    0.38,
    0.32,
    0.7,
  );
  const cup = `<ellipse cx="${num(x)}" cy="${num(y + r * 0.28)}" rx="${num(r * 1.12)}" ry="${num(r * 0.62)}" fill="#2a1a12" stroke="#4a3122" stroke-width="3" stroke-dasharray="5 4"/>`;
  const body = `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r)}" ry="${num(r * 0.72)}" fill="${fill}"/>`;
  const topping =
    kind === "gold"
      ? `<path d="M${num(x - r * 0.6)} ${num(y - r * 0.1)}Q${num(x)} ${num(y - r * 0.5)} ${num(x + r * 0.6)} ${num(y - r * 0.1)}" stroke="${tint(base, 0.6)}" stroke-width="3" fill="none" stroke-opacity=".7"/>`
      : `<path d="M${num(x - r * 0.5)} ${num(y - r * 0.15)}q${num(r * 0.25)} ${num(-r * 0.2)} ${num(r * 0.5)} 0t${num(r * 0.5)} 0" stroke="${tint(base, 0.35)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  return cup + body + topping;
}

/** A round foil balloon lettered 'Happy Birthday', a satin one behind, tied to a small weight. */
function balloon(defs: Defs, rng: Random, inks: PaletteInks): string {
  const foil = inks.blooms.rose[0] ?? "#ecbcb7";
  const second = inks.blooms.peony[1] ?? tint(foil, 0.3);
  const weight: Point = [660, FLOOR - 30];
  const main = { x: 600, y: 560, r: 300 };
  const back = { x: 860, y: 430, r: 190 };
  const string = (from: Point) =>
    `<path d="M${pt(from)}C${num(from[0] + rng.range(-60, 60))} ${num(from[1] + 220)} ${num(weight[0] + rng.range(-50, 50))} ${num(weight[1] - 260)} ${pt(weight)}" stroke="${shade(inks.ribbon, 0.2)}" stroke-width="3" fill="none"/>`;
  const sheen = (colour: string) =>
    defs.radial(
      [
        [0, tint(colour, 0.7)],
        [0.35, tint(colour, 0.15)],
        [0.8, colour],
        [1, shade(colour, 0.3)],
      ],
      0.36,
      0.3,
      0.75,
      0.3,
      0.24,
    );
  const lettering = inks.ribbon === "#1c1a17" ? "#f4ead8" : "#a8865a";
  return (
    floorShadow(defs, weight[0], weight[1] + 24, 70, 16, 0.8) +
    string([back.x, back.y + back.r + 16]) +
    string([main.x, main.y + main.r + 20]) +
    `<circle cx="${back.x}" cy="${back.y}" r="${back.r}" fill="${sheen(second)}"/>` +
    `<path d="M${back.x - 12} ${back.y + back.r + 18}l12 -22l12 22Z" fill="${shade(second, 0.2)}"/>` +
    `<circle cx="${main.x}" cy="${main.y}" r="${main.r}" fill="${sheen(foil)}"/>` +
    // The crimped seam of a foil balloon, and its window of light.
    `<circle cx="${main.x}" cy="${main.y}" r="${main.r - 6}" fill="none" stroke="${tint(foil, 0.4)}" stroke-width="3" stroke-opacity=".5" stroke-dasharray="2 6"/>` +
    `<ellipse cx="${num(main.x - main.r * 0.42)}" cy="${num(main.y - main.r * 0.45)}" rx="${num(main.r * 0.16)}" ry="${num(main.r * 0.3)}" transform="rotate(35 ${num(main.x - main.r * 0.42)} ${num(main.y - main.r * 0.45)})" fill="#ffffff" fill-opacity=".45"/>` +
    `<path d="M${main.x - 14} ${main.y + main.r + 22}l14 -26l14 26Z" fill="${shade(foil, 0.2)}"/>` +
    `<text x="${main.x}" y="${main.y - 10}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="84" fill="${lettering}">Happy</text>` +
    `<text x="${main.x}" y="${main.y + 80}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="84" fill="${lettering}">Birthday</text>` +
    // The weight: a little gift box in the palette's paper, with its ribbon.
    `<rect x="${weight[0] - 44}" y="${weight[1] - 20}" width="88" height="64" fill="${roundShading(defs, inks.papers[0] ?? "#efe8dc", 0.06)}"/>` +
    `<rect x="${weight[0] - 8}" y="${weight[1] - 20}" width="16" height="64" fill="${inks.ribbon}"/>`
  );
}

/** A folded card of deckled cotton paper standing open, its envelope and wax seal before it. */
function card(defs: Defs, rng: Random, inks: PaletteInks): string {
  const cotton = "#f8f4ec";
  const ink = "#2a2a3a";
  const deckle = (from: Point, to: Point, steps: number): Point[] => {
    const points: Point[] = [];
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      const jitter = i === 0 || i === steps ? 0 : rng.range(-3, 3);
      points.push([from[0] + (to[0] - from[0]) * u + jitter, from[1] + (to[1] - from[1]) * u]);
    }
    return points;
  };
  // The card's front panel, standing slightly turned; its back panel shows on the right.
  const panel: Point[] = [
    ...deckle([380, 520], [800, 490], 24),
    ...deckle([800, 490], [820, 1080], 30),
    [370, 1100],
  ];
  const paper = defs.linear([
    [0, tint(cotton, 0.4)],
    [1, shade(cotton, 0.06)],
  ]);
  let writing = "";
  for (let line = 0; line < 6; line++) {
    const y = 640 + line * 62;
    const x0 = 430;
    const length = line === 5 ? rng.range(120, 180) : rng.range(260, 330);
    let d = `M${x0} ${num(y)}`;
    // Joined-up loops of varying height: handwriting seen from a step away.
    for (let x = x0; x < x0 + length; x += 22) {
      const h = rng.range(8, 24);
      d += `c4 ${num(-h)} 14 ${num(-h)} 12 0s-8 ${num(h * 0.3)} 10 ${num(rng.range(-1, 1))}`;
    }
    writing += `<path d="${d}" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round" stroke-opacity=".8"/>`;
  }
  const envelope: Point[] = [
    [250, 1150],
    [760, 1120],
    [900, 1300],
    [330, 1345],
  ];
  const seal = inks.ribbon;
  return (
    floorShadow(defs, 600, 1100, 300, 30, 0.7) +
    `<path d="M800 490L980 540L960 1060L820 1080Z" fill="${shade(cotton, 0.12)}"/>` +
    `<path d="${smoothPath(panel, true, 0.2)}" fill="${paper}"/>` +
    writing +
    `<text x="600" y="590" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="44" fill="${ink}" fill-opacity=".85">With love,</text>` +
    floorShadow(defs, 580, 1250, 320, 40, 0.5) +
    `<path d="M${envelope.map(pt).join("L")}Z" fill="${mix(cotton, inks.papers[0] ?? cotton, 0.5)}"/>` +
    `<path d="M${pt(envelope[0]!)}L${num(585)} ${num(1245)}L${pt(envelope[1]!)}" fill="none" stroke="${shade(cotton, 0.15)}" stroke-width="3"/>` +
    `<circle cx="585" cy="1245" r="38" fill="${roundShading(defs, seal, 0.2)}"/>` +
    `<circle cx="585" cy="1245" r="24" fill="none" stroke="${tint(seal, 0.25)}" stroke-width="3"/>` +
    eucalyptus(defs, rng, 950, 1330, -60, 280, inks.silver)
  );
}

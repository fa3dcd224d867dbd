// The craft film's scene, one frame at a time: the candlelit red bouquet of the second hero slide
// being finished on its urn. The camera drifts and breathes in, the arrangement turns a little on
// its stand, two flowers are eased into the dome, petals drift down and the candlelight wanders.
// Every motion is a whole number of turns of 2π·t/T, so the last frame flows into the first.

import { backdrop, floorShadow } from "../artist/backdrop";
import { paintBloom } from "../artist/flowers";
import { createRandom } from "../artist/random";
import { fallenPetals, head, taper } from "../artist/scenery";
import { Defs, fine, num } from "../artist/svg";
import { ceramicUrn, moss } from "../artist/vase";

/** The stage the camera looks at, in the hero slides' own units (16:9). */
const W = 1920;
const H = 1080;

const URN = { x: 1440, top: 590, rx: 185, ry: 60, height: 390 };

/** A wave of `turns` whole cycles over the film, shifted by `phase` (in turns): always seamless. */
const wave = (t: number, turns: number, phase = 0) => Math.sin(2 * Math.PI * (turns * t + phase));

/**
 * The frame at `t` (0 ≤ t < 1, a share of the film), as an SVG document of `width` × `height`
 * pixels: the camera is the document's viewBox, so only what it sees is painted. `mirrored` films
 * the scene the other way round, for the Arabic pages (it has no lettering to read backwards).
 */
export function filmFrameSvg(t: number, width: number, height: number, mirrored = false): string {
  const defs = new Defs();
  // The camera: a slow breath in and out, and a drift across the arrangement and back.
  const zoom = 1.05 + 0.05 * (1 - Math.cos(2 * Math.PI * t)) * 0.5;
  const viewW = W / zoom;
  const viewH = H / zoom;
  const drift = (W - viewW) * (0.78 + 0.22 * wave(t, 1));
  const x = mirrored ? W - viewW - drift : drift;
  const y = (H - viewH) * (0.45 + 0.3 * wave(t, 1, 0.25));

  const bouquet = head(defs, {
    seed: 8021,
    palette: "deep-red",
    flowers: ["rose", "peony", "ranunculus"],
    x: URN.x,
    y: URN.top - 15,
    radius: 350,
    elevation: 22 + 1.5 * wave(t, 1, 0.25),
    height: 0.85,
    reach: 100,
    greenery: 0.6,
    scale: 0.9,
    // The urn stands on a turntable the florist turns as she works: a few degrees each way.
    yaw: 7 * wave(t, 1),
  });

  // The still life stands a little left of the hero slide's, so the drifting camera keeps the
  // whole dome in frame.
  const body =
    backdrop(defs, W, H, ["#3a2428", "#251719"], 930) +
    `<g transform="translate(-70 0)">` +
    candlelight(defs, t) +
    taper(defs, 960, 1020, 420, 1.1 * flicker(t, 0)) +
    taper(defs, 1040, 1000, 330, flicker(t, 0.37)) +
    floorShadow(defs, URN.x, 980, 170, 32, 1.4) +
    ceramicUrn(defs, URN, "#1f1b1c") +
    moss(defs, createRandom(4), URN) +
    bouquet.greens +
    bouquet.blooms +
    placedStems(defs, t) +
    fallenPetals(defs, createRandom(6), 820, 1280, 1000, 1070, 12, "#8c1521") +
    driftingPetals(defs, t) +
    `</g>` +
    vignette(defs);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(x)} ${num(y)} ${num(viewW)} ${num(viewH)}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">` +
    `${defs}${mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body}</svg>`
  );
}

/** A candle's scale: barely moving, as a flame in a still room. */
const flicker = (t: number, phase: number) =>
  1 + 0.012 * wave(t, 7, phase) + 0.008 * wave(t, 13, phase * 2);

/** The warm pool the candles throw on the wall, wandering slowly as their flames lean. */
function candlelight(defs: Defs, t: number): string {
  const glow = defs.radial([
    [0, "#ffb877", 0.2],
    [0.45, "#ff9f5a", 0.07],
    [1, "#ff9f5a", 0],
  ]);
  const cx = 1010 + 90 * wave(t, 1, 0.1);
  const cy = 560 + 40 * wave(t, 2, 0.3);
  const r = 620 + 30 * wave(t, 3);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(r * 0.8)}" fill="${glow}"/>`;
}

/**
 * Two last roses the florist sets into the dome: each rises out of place and settles back within
 * the loop, so the arrangement always looks nearly finished, never undone.
 */
function placedStems(defs: Defs, t: number): string {
  const stems = [
    { x: 1330, y: 445, size: 60, phase: 0, turn: -30, seed: 31 },
    { x: 1560, y: 470, size: 56, phase: 0.5, turn: 25, seed: 47 },
  ];
  let out = "";
  for (const stem of stems) {
    // 0 in place, 1 lifted: a smooth rise and settle taking half the film.
    const lift = Math.max(0, wave(t, 1, stem.phase)) ** 2;
    const y = stem.y - 36 * lift;
    out += paintBloom(
      defs,
      {
        kind: "rose",
        colour: "#9e1b2a",
        x: stem.x,
        y,
        size: stem.size,
        facing: 0.8,
        turn: stem.turn,
        light: 0.95,
        seed: stem.seed,
      },
      0.4 * (1 - lift),
    );
  }
  return out;
}

/** A few petals let go by the roses, drifting down and fading before they land. */
function driftingPetals(defs: Defs, t: number): string {
  const fill = defs.linear([
    [0, "#6e0f19"],
    [1, "#c2404e"],
  ]);
  const rng = createRandom(1207);
  let out = "";
  for (let i = 0; i < 6; i++) {
    const phase = i / 6 + rng.range(-0.04, 0.04);
    const startX = rng.range(1180, 1700);
    const startY = rng.range(380, 520);
    const fall = rng.range(260, 420);
    const size = rng.range(0.8, 1.15);
    // Where this petal is in its fall (0..1); a fresh one starts as the last fades out.
    const u = (((t + phase) % 1) + 1) % 1;
    const px = startX + 40 * Math.sin(2 * Math.PI * u * 1.5 + i) - 60 * u;
    const py = startY + fall * u;
    const opacity = Math.sin(Math.PI * u) ** 2 * 0.9;
    const spin = 360 * u + i * 57;
    out += `<path opacity="${fine(opacity)}" transform="translate(${num(px)} ${num(py)}) rotate(${num(spin)}) scale(${fine(size)} ${fine(size * (0.45 + 0.35 * Math.abs(Math.cos(3 * Math.PI * u))))})" d="M0 0C10 -7 23 -5 27 6C22 17 8 16 0 0Z" fill="${fill}"/>`;
  }
  return out;
}

/** A low, soft vignette that keeps the eye on the flowers and the type legible. */
function vignette(defs: Defs): string {
  const shade = defs.radial(
    [
      [0, "#000", 0],
      [0.65, "#000", 0.08],
      [1, "#000", 0.45],
    ],
    0.62,
    0.5,
    0.75,
  );
  return `<rect width="${W}" height="${H}" fill="${shade}"/>`;
}

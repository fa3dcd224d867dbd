// Photographs a dome: projects each bloom and sprig for one camera, lights it from the softbox,
// turns its face and paints greenery, the shadowed bed between blooms, then blooms back to front.

import { shade } from "./colour";
import { DRAWN, direction, type Dome, type Vec } from "./dome";
import { paintBloom } from "./flowers";
import { buds, eucalyptus, leaf, leafSprig } from "./foliage";
import { createRandom } from "./random";
import { orchidSpray } from "./sprays";
import { type Defs, num } from "./svg";

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
    const { height: h, stretch: s } = dome;
    const nRaw: Vec = [d[0] / s, d[1] / h, d[2]];
    const len = Math.hypot(...nRaw);
    const n = turn([nRaw[0] / len, nRaw[1] / len, nRaw[2] / len]);
    const p = turn([d[0] * s * (1 + lift), d[1] * h * (1 + lift), d[2] * (1 + lift)]);
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
export function paintDome(
  defs: Defs,
  dome: Dome,
  cam: Camera,
): { greens: string; blooms: string; bounds: Bounds } {
  const project = projector(dome, cam);
  const inks = dome.inks;
  const R = cam.radius;

  // Small, distant heads carry less greenery: the detail would be lost and only cost time.
  const detail = Math.min(1, Math.max(0.3, R / 320));
  let greens = "";
  for (const g of dome.greens) {
    const p = project(g.dir, -0.05);
    if (p.n[2] < -0.5) continue;
    if (g.kind !== "spray" && g.kind !== "broad" && (g.seed % 1000) / 1000 > detail) continue;
    const rng = createRandom(g.seed);
    const outward = (Math.atan2(p.n[0], p.n[1]) * 180) / Math.PI;
    const len = g.length * R;
    if (g.kind === "eucalyptus")
      greens += eucalyptus(defs, rng, p.x, p.y, outward, len, inks.silver);
    else if (g.kind === "leaves") greens += leafSprig(defs, rng, p.x, p.y, outward, len, inks.leaf);
    else if (g.kind === "buds")
      greens += buds(defs, rng, p.x, p.y, outward, R * g.size, inks.accent, inks.leaf);
    else if (g.kind === "broad")
      greens += leaf(defs, p.x, p.y, outward * 0.8, len, len * 0.42, inks.leaf);
    // Sprays rise before they arch over, so they set off closer to upright than the surface.
    else
      greens += orchidSpray(
        defs,
        g.seed,
        p.x,
        p.y,
        outward * 0.4,
        len,
        R * g.size,
        Math.min(8, Math.round(g.length * 3.2)),
        dome.orchid,
      );
  }

  // The shadowed greenery inside the dome, seen through the gaps between blooms.
  const placed = dome.blooms
    .map((b) => ({ b, p: project(b.dir, b.lift) }))
    .filter(({ p }) => p.n[2] > -0.3);
  if (placed.length === 0) {
    // Orchids alone: the outline is that of their sprays.
    const sprays = {
      left: cam.x - R * 1.6,
      right: cam.x + R * 1.6,
      top: cam.y - R * 3,
      bottom: cam.y,
    };
    return { greens, blooms: "", bounds: sprays };
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
  for (let i = 0; i < Math.round(26 * detail); i++) {
    const p = project(direction(tuck, 10, 95), 0.02);
    const angle = (Math.atan2(p.n[0], p.n[1]) * 180) / Math.PI + tuck.range(-40, 40);
    const L = R * tuck.range(0.14, 0.22);
    if (p.n[2] > 0)
      greens += leaf(defs, p.x, p.y, angle, L, L * 0.5, shade(inks.leaf, tuck.range(0, 0.2)));
  }

  placed.sort((a, b) => a.p.depth - b.p.depth);
  let blooms = "";
  for (const { b, p } of placed) {
    const lambert = Math.max(0, p.n[0] * LIGHT[0] + p.n[1] * LIGHT[1] + p.n[2] * LIGHT[2]);
    // Heads on the flanks turn part-way to the camera, as a florist angles them; orchids face it.
    const toCamera = b.kind === "orchid" ? 1.6 : 0.6;
    const [nx, ny, nz] = [p.n[0], p.n[1], p.n[2] + toCamera];
    const facing = Math.max(0.2, nz / Math.hypot(nx, ny, nz));
    blooms += paintBloom(
      defs,
      {
        kind: b.kind,
        colour: b.colour,
        x: p.x,
        y: p.y,
        size: b.size * R * DRAWN[b.kind],
        facing,
        turn: (Math.atan2(nx, ny) * 180) / Math.PI,
        light: 0.7 + 0.3 * lambert + 0.08 * p.depth,
        seed: b.seed,
      },
      castShadow(p.n),
    );
  }
  const reach = (f: (p: Projected, r: number) => number) =>
    placed.map(({ b, p }) => f(p, b.size * R));
  const bounds = {
    left: Math.min(...reach((p, r) => p.x - r)),
    right: Math.max(...reach((p, r) => p.x + r)),
    top: Math.min(...reach((p, r) => p.y - r)),
    bottom: Math.max(...reach((p, r) => p.y + r)),
  };
  return { greens, blooms, bounds };
}

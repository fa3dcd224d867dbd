// Vases: a clear glass cylinder with the stems showing through the water, or a matte ceramic urn.

import { mix, shade, tint } from "./colour";
import { roundShading, type Cylinder } from "./hatbox";
import type { Random } from "./random";
import { type Defs, num } from "./svg";

export function glassVase(defs: Defs, rng: Random, c: Cylinder, stemColour: string): string {
  const { x, top, rx, ry, height } = c;
  const bottom = top + height;
  const water = top + height * rng.range(0.3, 0.42);
  let stems = "";
  const n = rng.int(9, 14);
  for (let i = 0; i < n; i++) {
    const u = (i / (n - 1)) * 2 - 1;
    const x0 = x + u * rx * 0.75;
    const x1 = x + u * rx * 0.3 + rng.range(-12, 12);
    const col = mix(stemColour, shade(stemColour, 0.3), rng.next());
    stems += `<path d="M${num(x0)} ${num(top - 20)}Q${num(x0)} ${num(water)} ${num(x1)} ${num(bottom - 14)}" stroke="${col}" stroke-width="${num(rng.range(6, 9))}" fill="none"/>`;
  }
  const tinted = defs.linear(
    [
      [0, "#8fa69b", 0.32],
      [0.5, "#c8d6cf", 0.16],
      [1, "#7d948a", 0.36],
    ],
    0,
    0,
    1,
    0,
  );
  const glass = defs.linear(
    [
      [0, "#6f7d77", 0.38],
      [0.06, "#ffffff", 0.22],
      [0.14, "#ffffff", 0.05],
      [0.8, "#ffffff", 0.02],
      [0.93, "#e9f0ec", 0.28],
      [1, "#5f6d67", 0.42],
    ],
    0,
    0,
    1,
    0,
  );
  const side = (y0: number, y1: number) =>
    `M${num(x - rx)} ${num(y0)}A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(y0)}L${num(x + rx)} ${num(y1)}A${num(rx)} ${num(ry)} 0 0 1 ${num(x - rx)} ${num(y1)}Z`;
  return (
    stems +
    `<path d="${side(water, bottom)}" fill="${tinted}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(water)}" rx="${num(rx - 3)}" ry="${num(ry - 2)}" fill="#e6eee9" fill-opacity=".35"/>` +
    `<path d="${side(top, bottom)}" fill="${glass}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(bottom - 10)}" rx="${num(rx - 4)}" ry="${num(ry * 0.9)}" fill="#ffffff" fill-opacity=".22"/>` +
    `<rect x="${num(x - rx * 0.72)}" y="${num(top + ry + 20)}" width="${num(rx * 0.07)}" height="${num(height - ry - 60)}" rx="${num(rx * 0.035)}" fill="#ffffff" fill-opacity=".5"/>` +
    `<rect x="${num(x + rx * 0.6)}" y="${num(top + ry + 40)}" width="${num(rx * 0.035)}" height="${num(height - ry - 110)}" fill="#ffffff" fill-opacity=".3"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity=".6"/>`
  );
}

/** A footed ceramic urn; its mouth is the rim of `c`. */
export function ceramicUrn(defs: Defs, c: Cylinder, glaze: string): string {
  const { x, top, rx, ry, height } = c;
  const h = height;
  const side = (s: number) =>
    `C${num(x + s * rx * 1.12)} ${num(top + h * 0.3)} ${num(x + s * rx * 0.62)} ${num(top + h * 0.62)} ${num(x + s * rx * 0.34)} ${num(top + h * 0.72)}` +
    `L${num(x + s * rx * 0.3)} ${num(top + h * 0.86)}C${num(x + s * rx * 0.42)} ${num(top + h * 0.9)} ${num(x + s * rx * 0.5)} ${num(top + h * 0.95)} ${num(x + s * rx * 0.5)} ${num(top + h)}`;
  const body =
    `M${num(x - rx)} ${num(top)}${side(-1)}L${num(x + rx * 0.5)} ${num(top + h)}` +
    `C${num(x + rx * 0.5)} ${num(top + h * 0.95)} ${num(x + rx * 0.42)} ${num(top + h * 0.9)} ${num(x + rx * 0.3)} ${num(top + h * 0.86)}` +
    `L${num(x + rx * 0.34)} ${num(top + h * 0.72)}C${num(x + rx * 0.62)} ${num(top + h * 0.62)} ${num(x + rx * 1.12)} ${num(top + h * 0.3)} ${num(x + rx)} ${num(top)}Z`;
  const foot = `<ellipse cx="${num(x)}" cy="${num(top + h)}" rx="${num(rx * 0.5)}" ry="${num(ry * 0.5)}" fill="${shade(glaze, 0.25)}"/>`;
  return (
    foot +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(rx)}" ry="${num(ry)}" fill="${shade(glaze, 0.5)}"/>` +
    `<path d="${body}" fill="${roundShading(defs, glaze, 0.08)}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${tint(glaze, 0.25)}" stroke-width="5"/>`
  );
}

/** A tall, straight ceramic pot with a rolled lip, as an orchid plant is sold in. */
export function ceramicPot(defs: Defs, c: Cylinder, glaze: string): string {
  const { x, top, rx, ry, height } = c;
  const foot = rx * 0.88;
  const bottom = top + height;
  const body =
    `M${num(x - rx)} ${num(top)}A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(top)}` +
    `L${num(x + foot)} ${num(bottom)}A${num(foot)} ${num(ry * 0.88)} 0 0 1 ${num(x - foot)} ${num(bottom)}Z`;
  return (
    `<ellipse cx="${num(x)}" cy="${num(top)}" rx="${num(rx)}" ry="${num(ry)}" fill="${shade(glaze, 0.5)}"/>` +
    `<path d="${body}" fill="${roundShading(defs, glaze, 0.08)}"/>` +
    `<path d="M${num(x - rx)} ${num(top)}A${num(rx)} ${num(ry)} 0 0 0 ${num(x + rx)} ${num(top)}l0 18A${num(rx)} ${num(ry)} 0 0 1 ${num(x - rx)} ${num(top + 18)}Z" fill="${tint(glaze, 0.12)}" fill-opacity=".6"/>`
  );
}

/** A cushion of bun moss filling the mouth of an opaque vessel. */
export function moss(defs: Defs, rng: Random, c: Cylinder): string {
  const fill = defs.radial(
    [
      [0, "#7d8a4a"],
      [0.7, "#5d6b35"],
      [1, "#3f4a25"],
    ],
    0.45,
    0.35,
    0.6,
  );
  let tufts = "";
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.85;
    tufts += `<circle cx="${num(c.x + Math.cos(a) * d * c.rx)}" cy="${num(c.top - 6 + Math.sin(a) * d * c.ry)}" r="${num(rng.range(4, 9))}" fill="${rng.chance(0.5) ? "#8c9a55" : "#4e5a2c"}" fill-opacity=".7"/>`;
  }
  return `<ellipse cx="${num(c.x)}" cy="${num(c.top - 6)}" rx="${num(c.rx * 0.97)}" ry="${num(c.ry * 1.1)}" fill="${fill}"/>${tufts}`;
}

// The studio: a seamless paper backdrop sweeping into the floor, and soft shadows on it.

import { mix, shade } from "./colour";
import { type Defs, num } from "./svg";

/** Wall colour at the top, floor colour from `horizon` down, with a gentle vignette. */
export function backdrop(
  defs: Defs,
  width: number,
  height: number,
  [wall, floor]: [string, string],
  horizon: number,
): string {
  const h = horizon / height;
  const sweep = defs.linear(
    [
      [0, shade(wall, 0.05)],
      [Math.max(0, h - 0.25), wall],
      [h, mix(wall, floor, 0.55)],
      [Math.min(1, h + 0.1), floor],
      [1, shade(floor, 0.04)],
    ],
    0,
    0,
    0,
    1,
  );
  const vignette = defs.radial(
    [
      [0, "#fff", 0.18],
      [0.6, "#fff", 0],
      [1, "#3a2f25", 0.1],
    ],
    0.45,
    0.42,
    0.75,
  );
  return `<rect width="${width}" height="${height}" fill="${sweep}"/><rect width="${width}" height="${height}" fill="${vignette}"/>`;
}

/** A floor shadow: a broad soft pool and a tighter, darker contact under the base. */
export function floorShadow(
  defs: Defs,
  x: number,
  y: number,
  rx: number,
  ry: number,
  strength = 1,
): string {
  const pool = defs.radial([
    [0, "#2a2119", 0.22 * strength],
    [0.55, "#2a2119", 0.1 * strength],
    [1, "#2a2119", 0],
  ]);
  const contact = defs.radial([
    [0, "#1d1711", 0.5 * strength],
    [0.6, "#1d1711", 0.2 * strength],
    [1, "#1d1711", 0],
  ]);
  return (
    `<ellipse cx="${num(x + rx * 0.12)}" cy="${num(y + ry * 0.2)}" rx="${num(rx * 1.5)}" ry="${num(ry * 1.6)}" fill="${pool}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry * 0.75)}" fill="${contact}"/>`
  );
}

// Small SVG-writing helpers shared by every painter: numbers, shared gradients, smooth outlines.

export type Point = [number, number];
/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = [number, string, number?];

/** One decimal is plenty at 1600 px and keeps the documents small. */
export const num = (v: number) => String(Math.round(v * 10) / 10);
/** Three decimals, for scale factors and opacities. */
export const fine = (v: number) => String(Math.round(v * 1000) / 1000);
export const pt = ([x, y]: Point) => `${num(x)} ${num(y)}`;

/** Collects gradients and filters once per document; identical ones are shared by id. */
export class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly items: string[] = [];

  private add(key: string, make: (id: string) => string): string {
    let id = this.byKey.get(key);
    if (!id) {
      id = `d${this.byKey.size}`;
      this.byKey.set(key, id);
      this.items.push(make(id));
    }
    return id;
  }

  /** Linear gradient in the shape's own box (0..1), from (x1, y1) to (x2, y2). */
  linear(stops: Stop[], x1 = 0, y1 = 1, x2 = 0, y2 = 0): string {
    const key = `l${x1},${y1},${x2},${y2}|${stopsKey(stops)}`;
    const id = this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in the shape's own box; (cx, cy) centre, r radius, (fx, fy) focus. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${cx},${cy},${r},${fx},${fy}|${stopsKey(stops)}`;
    const id = this.add(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter; used sparingly (it is the slow part of a render). */
  blur(deviation: number): string {
    const id = this.add(
      `b${deviation}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

const stopsKey = (stops: Stop[]) => stops.map((s) => s.join(",")).join(";");
const stopTags = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${num(o * 100)}%" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join("");

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}${body}</svg>`;
}

/** A closed (or open) Catmull-Rom curve through the points, as cubic Béziers: organic outlines. */
export function smoothPath(points: Point[], closed = true, tension = 1): string {
  const n = points.length;
  const at = (i: number): Point =>
    points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))] as Point;
  let d = `M${pt(at(0))}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** A point at `radius` and `degrees` (0 = up, clockwise) from (cx, cy). */
export function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [cx + radius * Math.sin(a), cy - radius * Math.cos(a)];
}

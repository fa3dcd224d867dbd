// Colour arithmetic for petal shading: tints toward the light, shades toward the heart of a bloom.

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Perceived lightness 0..1: decides gold or ink lettering, green or dark hearts. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.3 * r + 0.59 * g + 0.11 * b) / 255;
}

export const tint = (c: string, t: number) => mix(c, "#ffffff", t);
export const shade = (c: string, t: number) => mix(c, "#000000", t);

function toHsl(hex: string): Rgb {
  const [r, g, b] = toRgb(hex).map((x) => x / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Rgb): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Turns the hue by `degrees` and scales saturation: the ±5 % variation between stems of one kind. */
export function adjust(c: string, degrees: number, saturation = 1): string {
  const [h, s, l] = toHsl(c);
  return fromHsl([(h + degrees + 360) % 360, Math.min(1, s * saturation), l]);
}

// Server-only: turns the painted SVG into a WebP with sharp (librsvg underneath).

import sharp from "sharp";

/** Renders `svg` at `width` pixels wide (height follows its viewBox) as WebP. */
export async function renderWebp(svg: string, width: number, quality = 82): Promise<Buffer> {
  const viewWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? width);
  // Rasterise at the target size directly: vector detail stays crisp, and no wasted pixels.
  const density = Math.max(1, Math.min(2400, (72 * width) / viewWidth));
  return sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality, smartSubsample: true })
    .toBuffer();
}

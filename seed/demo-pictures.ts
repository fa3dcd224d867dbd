// Every picture of the demo shop, and a cache that paints each one once. Painting one (SVG to WebP,
// then the shop's stored form) takes about half a second and a fresh shop needs about a hundred,
// so they are kept in a folder keyed by the picture itself and the encoder's settings: a fresh
// database only copies them, and a new painter or encoder paints afresh (docs/decisions/013).
import { createHash } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import {
  encodeForShop,
  MAX_STORED_SIDE,
  WEBP_QUALITY,
  type EncodedImage,
} from "~/images/encode.server";
import { log } from "~/platform/log.server";
import {
  addOnSvg,
  bouquetSvg,
  heroSlideSvg,
  portfolioShots,
  portfolioSvg,
  trustedHotels,
  wordmarkSvg,
} from "./artist";
import { renderWebp } from "./artist/render.server";
import { demoAddOns, demoBouquets } from "./catalogue";

export type DemoPicture = { svg: string; width: number };

/** Width of the demo photographs: `DEMO_IMAGE_WIDTH`, smaller in tests. */
export const demoPictureWidth = () => Number(process.env.DEMO_IMAGE_WIDTH ?? 1280);

/** Every picture the demo shop shows. Painting the SVGs takes seconds, so it is done once. */
export function demoPictures(width: number) {
  const bouquets = demoBouquets.map((bouquet) =>
    Array.from({ length: bouquet.galleryViews }, (_, view) => ({
      svg: bouquetSvg(bouquet.art, view),
      width,
    })),
  );
  const addOns = demoAddOns.map((addOn) => ({ svg: addOnSvg(addOn.art), width }));
  // The slides fill the screen's width, so they are painted wider than the bouquets.
  const hero = ([0, 1, 2] as const).map((index) => ({
    svg: heroSlideSvg(index),
    width: Math.round(width * 1.5),
  }));
  const portfolio = portfolioShots.map((_, index) => ({ svg: portfolioSvg(index), width }));
  const wordmarks = trustedHotels.map((name, index) => ({
    svg: wordmarkSvg(name, (index % 5) as 0 | 1 | 2 | 3 | 4),
    width: 480,
  }));
  return {
    bouquets,
    addOns,
    hero,
    portfolio,
    wordmarks,
    all: [
      ...bouquets.flat(),
      ...addOns,
      ...hero,
      ...portfolio,
      ...wordmarks,
    ] satisfies DemoPicture[],
  };
}

const cacheDir = () => process.env.DEMO_PICTURES_DIR ?? join(".cache", "demo-pictures");

const ENCODER = `libvips ${sharp.versions.vips}, quality ${WEBP_QUALITY}, side ${MAX_STORED_SIDE}`;

const cacheFile = ({ svg, width }: DemoPicture) =>
  join(
    cacheDir(),
    `${createHash("sha256").update(`${ENCODER}\n${width}\n${svg}`).digest("hex")}.webp`,
  );

/** The picture in the shop's stored form, painted now or copied from an earlier painting. */
export async function paintedPicture(picture: DemoPicture): Promise<EncodedImage> {
  return (await cachedPicture(picture)) ?? (await paint(picture));
}

async function cachedPicture(picture: DemoPicture): Promise<EncodedImage | null> {
  const cached = await readFile(cacheFile(picture)).catch(() => null);
  if (!cached) return null;
  const { width, height } = await sharp(cached).metadata();
  return width && height ? { data: cached, width, height } : null;
}

const isPainted = (picture: DemoPicture) =>
  access(cacheFile(picture)).then(
    () => true,
    () => false,
  );

async function paint(picture: DemoPicture): Promise<EncodedImage> {
  const encoded = await encodeForShop(await renderWebp(picture.svg, picture.width), "webp");
  const file = cacheFile(picture);
  try {
    await mkdir(cacheDir(), { recursive: true });
    // Several shops may start at once: each writes its own file and renames it into place.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, encoded.data);
    await rename(partial, file);
  } catch (error) {
    log.warn(
      { err: error },
      "could not keep a painted demo picture: the next fresh shop paints it again",
    );
  }
  return encoded;
}

/** Paints every picture not painted yet, as many at once as the machine has cores. */
export async function paintAll(
  pictures: DemoPicture[],
): Promise<{ painted: number; kept: number }> {
  const queue = [...pictures];
  let painted = 0;
  const painter = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      // Whether it is there is enough here; seeding reads and checks it when it stores it.
      if (await isPainted(picture)) continue;
      await paint(picture);
      painted += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, painter));
  return { painted, kept: pictures.length - painted };
}

// Turns an accepted upload into the WebP the shop stores: upright, metadata stripped, no side
// longer than 2400 px. Re-encoding also drops anything hidden in the original file.
import sharp, { type Sharp } from "sharp";
import { ShopError } from "~/platform/errors";
import { IMAGE_TYPE_NOT_ALLOWED } from "./rules";
import type { ImageKind } from "./sniff.server";

export const MAX_STORED_SIDE = 2400;
export const WEBP_QUALITY = 82;
/** Decoded size cap (all frames of an animation together): a 5 MB file can still unpack to gigabytes. */
const MAX_PIXELS = 60_000_000;

export type EncodedImage = { data: Buffer; width: number; height: number };

const tooManyPixels = () =>
  new ShopError("too-large", "Image is too large. Maximum is 60 megapixels.");
const notAnImage = () => new ShopError("unsupported-type", IMAGE_TYPE_NOT_ALLOWED);

// The major brands heic-decode admits; libheif itself reads the others listed in sniff.server.ts.
const HEIC_DECODE_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

/** sharp's libvips has no HEVC decoder, so HEIC/HEIF goes through libheif (WebAssembly) to RGBA. */
async function openHeif(bytes: Uint8Array): Promise<Sharp> {
  const { default: decodeHeic } = await import("heic-decode");
  let buffer = bytes;
  if (!HEIC_DECODE_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)))) {
    buffer = Uint8Array.from(bytes);
    buffer.set([0x6d, 0x69, 0x66, 0x31], 8); // "mif1"
  }
  const pictures = await decodeHeic.all({ buffer }).catch(() => {
    throw notAnImage();
  });
  try {
    const primary = pictures[0];
    if (!primary) throw notAnImage();
    if (primary.width * primary.height > MAX_PIXELS) throw tooManyPixels();
    const { width, height, data } = await primary.decode().catch(() => {
      throw notAnImage();
    });
    return sharp(data, { raw: { width, height, channels: 4 } });
  } finally {
    pictures.dispose();
  }
}

async function open(bytes: Uint8Array, kind: ImageKind): Promise<Sharp> {
  if (kind === "heif") return openHeif(bytes);
  return sharp(bytes, {
    animated: kind === "gif" || kind === "webp",
    limitInputPixels: MAX_PIXELS,
  });
}

export async function encodeForShop(bytes: Uint8Array, kind: ImageKind): Promise<EncodedImage> {
  const image = await open(bytes, kind);
  try {
    const { data, info } = await image
      .autoOrient()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // An animation's height is its frames stacked; a frame's is what the shop shows.
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage();
  }
}

/** A narrower copy of a stored WebP, for `?w=`. */
export async function renderWidth(storedPath: string, width: number): Promise<Buffer> {
  return sharp(storedPath, { animated: true })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

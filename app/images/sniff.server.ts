// Judges an upload's type by its first bytes, never by its name or declared MIME type.

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "heif";

/** ISO-BMFF brands of HEIC/HEIF stills and sequences. AVIF shares the container but is not allowed. */
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
/** Real files list a handful; the cap keeps a hostile box size from making us scan megabytes. */
const MAX_COMPATIBLE_BRANDS = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 16 + 4 * MAX_COMPATIBLE_BRANDS);
  const brands = [ascii(bytes, 8, 12)];
  // Compatible brands follow the major brand and minor version, four bytes each.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return HEIF_BRANDS.has(brands[0]!) && !brands.some((brand) => AVIF_BRANDS.has(brand));
}

export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  if (isHeif(bytes)) return "heif";
  return null;
}

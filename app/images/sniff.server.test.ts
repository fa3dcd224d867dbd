import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageKind } from "./sniff.server";

const picture = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#c9a0dc" } });

/** An ISO-BMFF `ftyp` box: major brand, minor version 0, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, "latin1");
  return box;
}

describe("sniffImageKind", () => {
  it.each([
    ["jpeg", () => picture().jpeg().toBuffer()],
    ["png", () => picture().png().toBuffer()],
    ["gif", () => picture().gif().toBuffer()],
    ["webp", () => picture().webp().toBuffer()],
  ] as const)("recognises a real %s file", async (kind, make) => {
    expect(sniffImageKind(await make())).toBe(kind);
  });

  it("recognises a real HEIC file", () => {
    expect(sniffImageKind(readFileSync("tests/fixtures/tiny.heic"))).toBe("heif");
  });

  it.each(["heic", "heix", "hevc", "heim", "heis", "hevm", "hevs", "mif1", "msf1"])(
    "accepts the HEIF brand %s",
    (brand) => {
      expect(sniffImageKind(ftyp(brand, "mif1", brand))).toBe("heif");
    },
  );

  it("refuses AVIF, whether it is the major brand or only a compatible one", () => {
    expect(sniffImageKind(ftyp("avif", "mif1", "miaf"))).toBeNull();
    expect(sniffImageKind(ftyp("mif1", "avif", "miaf"))).toBeNull();
  });

  it("refuses other ISO-BMFF files such as MP4 video", () => {
    expect(sniffImageKind(ftyp("isom", "iso2", "mp41"))).toBeNull();
  });

  it("ignores the name a file claims: text is not an image", () => {
    expect(sniffImageKind(Buffer.from("just a note, saved as photo.png\n"))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });

  it.each([
    ["JPEG", [0xff, 0xd8]],
    ["PNG", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]],
    ["GIF", [...Buffer.from("GIF8")]],
    ["WEBP", [...Buffer.from("RIFF\0\0\0\0WEB")]],
    ["HEIF", [...ftyp("heic").subarray(0, 11)]],
  ])("refuses a truncated %s header", (_, bytes) => {
    expect(sniffImageKind(Uint8Array.from(bytes))).toBeNull();
  });

  it("reads a header that sits inside a larger buffer", () => {
    const pool = Buffer.concat([Buffer.from("padding!"), ftyp("heic", "mif1")]);
    expect(sniffImageKind(pool.subarray(8))).toBe("heif");
  });
});

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { images } from "~/db/schema";
import { shopErrorOf } from "../../tests/support/shop-error";
import { deleteImage, imageForDelivery, storeImage, uploadFile } from "./images.server";

const uploads = () => process.env.UPLOADS_DIR!;

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#b76e79" } });

describe("storeImage", () => {
  it("keeps a PNG as WebP with its size, bytes and a quoted ETag", async () => {
    const image = await storeImage(await canvas(64, 48).png().toBuffer());
    const file = readFileSync(join(uploads(), image.fileName));
    expect(image).toMatchObject({ contentType: "image/webp", width: 64, height: 48 });
    expect(image.fileName).toBe(`${image.id}.webp`);
    expect(image.bytes).toBe(file.byteLength);
    expect(image.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await sharp(file).metadata()).format).toBe("webp");
  });

  it("caps the longest side at 2400 px", async () => {
    const image = await storeImage(await canvas(3000, 1000).jpeg().toBuffer());
    expect([image.width, image.height]).toEqual([2400, 800]);
  });

  it("keeps an animated GIF animated", async () => {
    const frames = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((colour) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await storeImage(gif);
    const stored = await sharp(join(uploads(), image.fileName)).metadata();
    expect([image.width, image.height]).toEqual([30, 20]);
    expect(stored.pages).toBe(3);
  });

  it("decodes HEIC that sharp alone cannot, including rarer brands", async () => {
    const heic = readFileSync("tests/fixtures/tiny.heic");
    expect(await storeImage(heic)).toMatchObject({ width: 64, height: 48 });
    const heim = Buffer.from(heic);
    heim.write("heim", 8, "latin1");
    expect(await storeImage(heim)).toMatchObject({ width: 64, height: 48 });
  });

  it("refuses more than 5 MB before looking inside", async () => {
    const error = await shopErrorOf(storeImage(new Uint8Array(5_242_881)));
    expect([error.kind, error.message]).toEqual([
      "too-large",
      "Image is too large. Maximum size is 5MB.",
    ]);
  });

  it("refuses a file that only looks like an image with 'Invalid file type'", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    const error = await shopErrorOf(storeImage(fake));
    expect(error.kind).toBe("unsupported-type");
    expect(error.message).toBe(
      "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.",
    );
  });

  it("refuses an image that would unpack to too many pixels", async () => {
    const huge = await sharp({
      create: { width: 9000, height: 8000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const error = await shopErrorOf(storeImage(huge));
    expect(error.kind).toBe("too-large");
  });
});

describe("imageForDelivery", () => {
  it("serves the original, and snaps ?w= up to the ladder", async () => {
    const image = await storeImage(await canvas(1000, 500).png().toBuffer());
    const original = await imageForDelivery(image.id);
    expect(original).toMatchObject({
      contentType: "image/webp",
      etag: image.etag,
      bytes: image.bytes,
    });

    const variant = await imageForDelivery(image.id, 300);
    expect(variant!.path).toBe(join(uploads(), `${image.id}-w320.webp`));
    expect(variant!.etag).not.toBe(image.etag);
    expect((await sharp(variant!.path).metadata()).width).toBe(320);
  });

  it("serves the original when the ladder width is not narrower", async () => {
    const image = await storeImage(await canvas(300, 200).png().toBuffer());
    expect((await imageForDelivery(image.id, 320))!.etag).toBe(image.etag);
  });

  it("renders a width once, even when asked for it many times at once", async () => {
    const image = await storeImage(await canvas(1000, 500).png().toBuffer());
    const answers = await Promise.all(
      [480, 470, 480, 400, 480, 800, 640].map((w) => imageForDelivery(image.id, w)),
    );
    for (const answer of answers) {
      expect((await sharp(answer!.path).metadata()).format).toBe("webp");
    }
    const row = db().select().from(images).where(eq(images.id, image.id)).get();
    expect(row!.variants).toEqual([480, 640, 800]);
  });

  it("knows nothing of malformed or unknown ids", async () => {
    expect(await imageForDelivery("../../etc/passwd")).toBeNull();
    expect(await imageForDelivery("0123456789abcdef01234567")).toBeNull();
  });
});

describe("uploadFile", () => {
  it("finds a stored image by its file name, with widths", async () => {
    const image = await storeImage(await canvas(800, 600).png().toBuffer());
    expect((await uploadFile(image.fileName))!.etag).toBe(image.etag);
    expect((await sharp((await uploadFile(image.fileName, 160))!.path).metadata()).width).toBe(160);
  });

  it("serves nothing that is not a stored image", async () => {
    writeFileSync(join(uploads(), "notes.txt"), "not for visitors");
    for (const name of [
      "notes.txt",
      "../shop.db",
      "..",
      ".hidden",
      "a/b.webp",
      "a\\b",
      "x\0.webp",
      "",
    ]) {
      expect(await uploadFile(name)).toBeNull();
    }
  });
});

describe("deleteImage", () => {
  it("removes the row, the original and every rendered width", async () => {
    const image = await storeImage(await canvas(1000, 500).png().toBuffer());
    const variant = await imageForDelivery(image.id, 240);
    expect(await deleteImage(image.id)).toBe(true);
    expect(existsSync(join(uploads(), image.fileName))).toBe(false);
    expect(existsSync(variant!.path)).toBe(false);
    expect(await imageForDelivery(image.id)).toBeNull();
    expect(await deleteImage(image.id)).toBe(false);
  });
});

// Image upload and delivery, through the real server build.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, ORIGIN } from "../support/shop";

const TOO_LARGE = { error: "Image is too large. Maximum size is 5MB." };
const WRONG_TYPE = {
  error: "Invalid file type. Please upload a JPG, PNG, GIF, HEIC, HEIF, or WEBP image.",
};
const SECRET = "the florist's supplier prices";

let token: string;
beforeAll(async () => {
  token = await adminToken();
  writeFileSync(join(process.env.TEST_DIR!, "secret.txt"), SECRET);
});

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e8b4b8" } }).composite([
    {
      input: {
        create: {
          width: Math.ceil(width / 2),
          height: Math.ceil(height / 2),
          channels: 3,
          background: "#3b5d3a",
        },
      },
      left: 0,
      top: 0,
    },
  ]);

function upload(bytes: Uint8Array, filename: string, type: string, bearer: string | null = token) {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], filename, { type }));
  const headers: HeadersInit = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  return call("/api/images", { method: "POST", body: form, headers });
}

async function uploaded(bytes: Uint8Array, filename = "photo.png", type = "image/png") {
  const response = await upload(bytes, filename, type);
  expect(response.status).toBe(201);
  return (await response.json()) as {
    _id: string;
    url: string;
    width: number;
    height: number;
    contentType: string;
    bytes: number;
  };
}

const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

const imageRows = () => {
  const sqlite = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    return (sqlite.prepare("SELECT count(*) AS n FROM images").get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
};

const variantsOf = (id: string) => {
  const sqlite = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    const row = sqlite.prepare("SELECT variants FROM images WHERE id = ?").get(id) as {
      variants: string;
    };
    return JSON.parse(row.variants) as number[];
  } finally {
    sqlite.close();
  }
};

describe("POST /api/images", () => {
  test("a PNG is stored as WebP and answered 201 with its id and address", async () => {
    const png = await canvas(800, 600).png().toBuffer();
    const response = await upload(png, "bouquet.png", "image/png");
    expect(response.status).toBe(201);
    const image = await response.json();
    expect(image).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: `/api/images/${image._id}`,
      width: 800,
      height: 600,
      contentType: "image/webp",
      bytes: expect.any(Number),
    });
    expect(response.headers.get("location")).toBe(image.url);
  });

  test("a file over 5 MB is refused with 413 and 'Image is too large'", async () => {
    const png = Buffer.concat([
      await canvas(16, 16).png().toBuffer(),
      randomBytes(6 * 1024 * 1024),
    ]);
    const response = await upload(png, "huge.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  test("a text file named photo.png is refused with 415 and 'Invalid file type'", async () => {
    const text = Buffer.from("Dear florist, please deliver on Friday.\n");
    const response = await upload(text, "photo.png", "image/png");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(WRONG_TYPE);
  });

  test("a real image sent under a misleading name and type is still accepted", async () => {
    const jpeg = await canvas(40, 30).jpeg().toBuffer();
    expect((await uploaded(jpeg, "notes.txt", "text/plain")).width).toBe(40);
  });

  test("a HEIC photo is accepted and served as WebP", async () => {
    const heic = readFileSync("tests/fixtures/tiny.heic");
    const image = await uploaded(heic, "IMG_0001.HEIC", "image/heic");
    expect([image.width, image.height]).toEqual([64, 48]);
    const response = await call(image.url);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(await bodyOf(response)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 64, 48]);
  });

  test("an EXIF-rotated JPEG comes back upright and without EXIF", async () => {
    const jpeg = await canvas(60, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await uploaded(jpeg, "sideways.jpg", "image/jpeg");
    expect([image.width, image.height]).toEqual([40, 60]);
    const meta = await sharp(await bodyOf(await call(image.url))).metadata();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  test("no token is 401, a bad token 403, and nothing is stored", async () => {
    const png = await canvas(20, 20).png().toBuffer();
    const rowsBefore = imageRows();
    const filesBefore = readdirSync(process.env.UPLOADS_DIR!).length;

    const anonymous = await upload(png, "a.png", "image/png", null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty("error");
    const forged = await upload(png, "a.png", "image/png", "not-a-real-token");
    expect(forged.status).toBe(403);
    expect(await forged.json()).toHaveProperty("error");

    expect(imageRows()).toBe(rowsBefore);
    expect(readdirSync(process.env.UPLOADS_DIR!)).toHaveLength(filesBefore);
  });

  test("a form without an image is 400", async () => {
    const form = new FormData();
    form.set("title", "no picture");
    const response = await call("/api/images", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please upload an image" });
  });

  test("a JSON body is 400 with a clear message", async () => {
    const response = await call("/api/images", {
      method: "POST",
      body: JSON.stringify({ image: "data:image/png;base64,AAAA" }),
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/multipart\/form-data/);
  });

  test("GET is 405 JSON", async () => {
    const response = await call("/api/images");
    expect(response.status).toBe(405);
    expect(await response.json()).toHaveProperty("error");
  });
});

describe("GET /api/images/{id}", () => {
  let image: Awaited<ReturnType<typeof uploaded>>;
  beforeAll(async () => {
    image = await uploaded(await canvas(800, 600).png().toBuffer());
  });

  test("serves WebP with its ETag, immutable caching and nosniff", async () => {
    const response = await call(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await bodyOf(response);
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBe(image.bytes);
    expect((await sharp(body).metadata()).format).toBe("webp");
  });

  test("If-None-Match with the ETag is 304 without a body", async () => {
    const etag = (await call(image.url)).headers.get("etag")!;
    const response = await call(image.url, { headers: { "If-None-Match": `"other", ${etag}` } });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect((await bodyOf(response)).byteLength).toBe(0);
  });

  test("HEAD answers the headers only", async () => {
    const response = await call(image.url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(Number(response.headers.get("content-length"))).toBe(image.bytes);
    expect((await bodyOf(response)).byteLength).toBe(0);
  });

  test("?w=320 is a 320-px WebP, rendered once", async () => {
    const first = await call(`${image.url}?w=320`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(await bodyOf(first)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 240]);
    const file = join(process.env.UPLOADS_DIR!, `${image._id}-w320.webp`);
    const renderedAt = statSync(file).mtimeMs;

    const second = await call(`${image.url}?w=320`);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("etag")).not.toBe((await call(image.url)).headers.get("etag"));
    await bodyOf(second);
    expect(statSync(file).mtimeMs).toBe(renderedAt);
    expect(variantsOf(image._id)).toEqual([320]);
  });

  test("an odd width snaps up to the ladder, never past the original", async () => {
    const snapped = await sharp(await bodyOf(await call(`${image.url}?w=333`))).metadata();
    expect(snapped.width).toBe(480);
    const wide = await sharp(await bodyOf(await call(`${image.url}?w=4000`))).metadata();
    expect(wide.width).toBe(800);
  });

  test.each(["0", "-1", "abc", "1.5", "4001", ""])("w=%j is 400 JSON", async (w) => {
    const response = await call(`${image.url}?w=${w}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect((await response.json()).error).toMatch(/w must be/);
  });

  test.each(["0123456789abcdef01234567", "not-an-id", "0123456789ABCDEF01234567"])(
    "an unknown or malformed id (%s) is 404 JSON",
    async (id) => {
      const response = await call(`/api/images/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty("error");
    },
  );
});

describe("GET /uploads/{name}", () => {
  let image: Awaited<ReturnType<typeof uploaded>>;
  beforeAll(async () => {
    image = await uploaded(await canvas(640, 480).png().toBuffer());
  });

  test("serves a stored image by file name the same way, with widths", async () => {
    const response = await call(`/uploads/${image._id}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag")!;
    expect(
      (await call(`/uploads/${image._id}.webp`, { headers: { "If-None-Match": etag } })).status,
    ).toBe(304);
    const narrow = await sharp(
      await bodyOf(await call(`/uploads/${image._id}.webp?w=240`)),
    ).metadata();
    expect(narrow.width).toBe(240);
  });

  test("a file in the folder that is no stored image is 404", async () => {
    writeFileSync(join(process.env.UPLOADS_DIR!, "notes.txt"), SECRET);
    const response = await call("/uploads/notes.txt");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });

  test.each([
    "/uploads/..%2fsecret.txt",
    "/uploads/..%2Fsecret.txt",
    "/uploads/%2e%2e/secret.txt",
    "/uploads/%2e%2e%2fsecret.txt",
    "/uploads/....//secret.txt",
    "/uploads/..%5csecret.txt",
    "/uploads/..\\secret.txt",
    "/uploads/%2fetc%2fpasswd",
    "/uploads//etc/passwd",
    "/uploads/secret.txt%00.webp",
    "/uploads/../secret.txt",
    "/uploads/.%2e/shop.db",
  ])("%s is 404 and never a file outside the folder", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain("root:");
    expect(body).not.toContain("SQLite format");
    // Paths the URL parser keeps under /uploads reach our route and get the JSON error.
    if (new URL(path, ORIGIN).pathname.startsWith("/uploads/")) {
      expect(JSON.parse(body)).toHaveProperty("error");
    }
  });
});

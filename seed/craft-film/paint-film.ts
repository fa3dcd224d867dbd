// Paints the craft film once: every frame is drawn as SVG (scene.ts), rasterised by sharp and piped
// raw into one ffmpeg (shipped by @ffmpeg-installer/ffmpeg) that writes the WebM and the MP4 in the
// same pass; the first frame is the poster. Like the demo pictures (decision 011) the result is
// kept in a folder named by a hash of what was painted and the encoders' settings, so a build
// paints it only when the painter changed, and `publishFilm` copies it into the client build
// under content-hashed names (decision 015).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import sharp from "sharp";
import { FILM_MANIFEST, type CraftFilm } from "~/images/craft-film";
import { filmFrameSvg } from "./scene";

export const FILM = { width: 960, height: 540, fps: 24, seconds: 8 } as const;
const FRAMES = FILM.fps * FILM.seconds;

/** Both encodings, tuned so the two files together stay well under 1.5 MB. */
const WEBM = ["-c:v", "libvpx-vp9", "-crf", "38", "-b:v", "0", "-deadline", "good"];
const WEBM_SPEED = ["-cpu-used", "4", "-row-mt", "1", "-pix_fmt", "yuv420p"];
const MP4 = ["-c:v", "libx264", "-preset", "slow", "-crf", "26", "-pix_fmt", "yuv420p"];
const MP4_STREAMING = ["-movflags", "+faststart", "-profile:v", "high", "-tag:v", "avc1"];
const POSTER_QUALITY = 72;

const ENCODERS = [
  `ffmpeg ${ffmpeg.version}`,
  `libvips ${sharp.versions.vips}`,
  JSON.stringify(FILM),
  WEBM,
  WEBM_SPEED,
  MP4,
  MP4_STREAMING,
  POSTER_QUALITY,
].join("\n");

const cacheDir = () => process.env.CRAFT_FILM_DIR ?? join(".cache", "craft-film");

/** The film's files as kept in the cache: one folder per painting. */
export interface PaintedFilm {
  dir: string;
  hash: string;
  webm: string;
  mp4: string;
  poster: string;
}

const frameAt = (index: number) => filmFrameSvg(index / FRAMES, FILM.width, FILM.height);

/**
 * What keys the cache: one frame a second of the painting (every motion is smooth, so a change
 * anywhere shows in them) and the encoders' settings. Drawing eight SVGs takes under a second.
 */
function filmHash(): string {
  const hash = createHash("sha256").update(ENCODERS);
  for (let index = 0; index < FRAMES; index += FILM.fps) hash.update(frameAt(index));
  return hash.digest("hex").slice(0, 16);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The film, painted now or kept from an earlier painting. */
export async function paintedFilm(): Promise<PaintedFilm & { painted: boolean }> {
  const hash = filmHash();
  const dir = join(cacheDir(), hash);
  const film = {
    dir,
    hash,
    webm: join(dir, "craft.webm"),
    mp4: join(dir, "craft.mp4"),
    poster: join(dir, "craft.webp"),
  };
  if (await exists(film.poster)) return { ...film, painted: false };
  // Painted beside its name and renamed, so a build that stops half-way leaves nothing to trust.
  const partial = `${dir}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await encode(join(partial, "craft.webm"), join(partial, "craft.mp4"));
  await sharp(Buffer.from(frameAt(0)))
    .webp({ quality: POSTER_QUALITY })
    .toFile(join(partial, "craft.webp"));
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return { ...film, painted: true };
}

async function encode(webm: string, mp4: string): Promise<void> {
  const size = `${FILM.width}x${FILM.height}`;
  const encoder = spawn(
    ffmpeg.path,
    [
      ["-hide_banner", "-loglevel", "error", "-y"],
      ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", size, "-r", String(FILM.fps), "-i", "-"],
      [...WEBM, ...WEBM_SPEED, "-an", webm],
      [...MP4, ...MP4_STREAMING, "-an", mp4],
    ].flat(),
    { stdio: ["pipe", "inherit", "pipe"] },
  );
  let errors = "";
  encoder.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const finished = new Promise<void>((resolve, reject) => {
    encoder.on("error", reject);
    encoder.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg stopped (${code}): ${errors.trim()}`)),
    );
  });
  // Frames are rasterised a few at a time (librsvg draws one on one core) and written in order.
  const ahead = Math.max(2, availableParallelism());
  const pending: Promise<Buffer>[] = [];
  const raster = (index: number) =>
    sharp(Buffer.from(frameAt(index)))
      .removeAlpha()
      .raw()
      .toBuffer();
  for (let index = 0; index < Math.min(ahead, FRAMES); index++) pending.push(raster(index));
  for (let index = 0; index < FRAMES; index++) {
    const frame = await (pending.shift() as Promise<Buffer>);
    if (index + ahead < FRAMES) pending.push(raster(index + ahead));
    if (!encoder.stdin.write(frame)) {
      await new Promise((resolve) => encoder.stdin.once("drain", resolve));
    }
  }
  encoder.stdin.end();
  await finished;
}

/**
 * Copies the film into the client build (`<build>/client/media/film/`) under names carrying its
 * hash, which the server sends as immutable, and names them in the manifest the /craft page reads.
 */
export async function publishFilm(film: PaintedFilm, buildDir: string): Promise<CraftFilm> {
  const out = join(buildDir, "client", "media", "film");
  await mkdir(out, { recursive: true });
  const name = (ext: string) => `craft-${film.hash}.${ext}`;
  await copyFile(film.webm, join(out, name("webm")));
  await copyFile(film.mp4, join(out, name("mp4")));
  await copyFile(film.poster, join(out, name("webp")));
  const manifest: CraftFilm = {
    webm: `/media/film/${name("webm")}`,
    mp4: `/media/film/${name("mp4")}`,
    poster: `/media/film/${name("webp")}`,
    width: FILM.width,
    height: FILM.height,
  };
  const manifestFile = join(buildDir, FILM_MANIFEST);
  await writeFile(`${manifestFile}.partial`, JSON.stringify(manifest));
  await rename(`${manifestFile}.partial`, manifestFile);
  return manifest;
}

/** The length of an encoded film in seconds, read from ffmpeg's description of it. */
export async function filmSeconds(file: string): Promise<number> {
  const described = await new Promise<string>((resolve, reject) => {
    const probe = spawn(ffmpeg.path, ["-hide_banner", "-i", file], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let text = "";
    probe.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    probe.on("error", reject);
    // Without an output ffmpeg exits 1 after describing its input: the description is what counts.
    probe.on("close", () => resolve(text));
  });
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(described) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

export const fileSize = async (file: string) => (await stat(file)).size;

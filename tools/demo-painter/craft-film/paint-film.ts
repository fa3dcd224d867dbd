// Paints the craft film: every frame is drawn as SVG (scene.ts), rasterised by sharp and piped raw
// into one ffmpeg (shipped by @ffmpeg-installer/ffmpeg) that writes the WebM and the MP4 in the
// same pass; the first frame is the poster. A twin filmed the other way round (craft-ar.*) is for
// the Arabic pages. The result is committed in seed/film/, and the build
// copies it into the client build under content-hashed names (docs/decisions/024).
import { spawn } from "node:child_process";
import { cp, mkdir, rename, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import sharp from "sharp";
import { filmFrameSvg } from "./scene";

export const FILM = { width: 960, height: 540, fps: 24, seconds: 8 } as const;
const FRAMES = FILM.fps * FILM.seconds;

/** Both encodings, tuned so the two files together stay well under 1.5 MB. */
const WEBM = ["-c:v", "libvpx-vp9", "-crf", "38", "-b:v", "0", "-deadline", "good"];
const WEBM_SPEED = ["-cpu-used", "4", "-row-mt", "1", "-pix_fmt", "yuv420p"];
const MP4 = ["-c:v", "libx264", "-preset", "slow", "-crf", "26", "-pix_fmt", "yuv420p"];
const MP4_STREAMING = ["-movflags", "+faststart", "-profile:v", "high", "-tag:v", "avc1"];
const POSTER_QUALITY = 72;

const frameAt = (index: number, mirrored: boolean) =>
  filmFrameSvg(index / FRAMES, FILM.width, FILM.height, mirrored);

/** The film's files: the two encodings and the poster. */
export interface PaintedFilm {
  webm: string;
  mp4: string;
  poster: string;
}

/** Where the film is committed; the build copies it into the client build (scripts/craft-film.js). */
export const FILM_DIR = join("seed", "film");

/** The film's files; `mirrored`: its twin for the Arabic pages (craft-ar.*). */
export const filmFiles = (dir = FILM_DIR, mirrored = false): PaintedFilm => {
  const name = mirrored ? "craft-ar" : "craft";
  return {
    webm: join(dir, `${name}.webm`),
    mp4: join(dir, `${name}.mp4`),
    poster: join(dir, `${name}.webp`),
  };
};

/**
 * Paints the film and its mirrored twin into `dir` (about a minute each on 2 cores, more on a busy
 * machine); `only` paints one of the two into it, leaving the other's files as they are.
 */
export async function paintFilm(
  dir = FILM_DIR,
  only?: "film" | "mirrored",
): Promise<PaintedFilm[]> {
  // Painted beside its place and renamed, so a painting stopped half-way leaves nothing to trust.
  const partial = `${dir}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  if (only) await cp(dir, partial, { recursive: true });
  await mkdir(partial, { recursive: true });
  const kinds = only ? [only === "mirrored"] : [false, true];
  for (const mirrored of kinds) {
    const files = filmFiles(partial, mirrored);
    await encode(files.webm, files.mp4, mirrored);
    await sharp(Buffer.from(frameAt(0, mirrored)))
      .webp({ quality: POSTER_QUALITY })
      .toFile(files.poster);
  }
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return kinds.map((mirrored) => filmFiles(dir, mirrored));
}

async function encode(webm: string, mp4: string, mirrored: boolean): Promise<void> {
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
    sharp(Buffer.from(frameAt(index, mirrored)))
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

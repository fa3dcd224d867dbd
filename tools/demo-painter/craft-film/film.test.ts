// The committed craft film (seed/film/, painted by `npm run paint:demo`): both encodings and the
// poster exist, the loop is 6–10 s and seamless, and the two films together stay within the
// page's budget of 1.5 MB.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FILM, fileSize, filmFiles, filmSeconds } from "./paint-film";
import { filmFrameSvg } from "./scene";

const BUDGET = 1.5 * 1024 * 1024;

describe("the craft film", () => {
  const film = filmFiles();

  it("is a WebM and an MP4 of 6 to 10 seconds, together within 1.5 MB", async () => {
    const [webm, mp4] = [await fileSize(film.webm), await fileSize(film.mp4)];
    expect(webm).toBeGreaterThan(20_000);
    expect(mp4).toBeGreaterThan(20_000);
    expect(webm + mp4).toBeLessThanOrEqual(BUDGET);
    for (const file of [film.webm, film.mp4]) {
      const seconds = await filmSeconds(file);
      expect(seconds).toBeGreaterThanOrEqual(6);
      expect(seconds).toBeLessThanOrEqual(10);
    }
  });

  it("has a light poster of the film's size", async () => {
    const poster = await sharp(film.poster).metadata();
    expect(poster).toMatchObject({ format: "webp", width: FILM.width, height: FILM.height });
    expect(await fileSize(film.poster)).toBeLessThan(80_000);
  });

  it("loops without a seam: the frame after the last is the first", () => {
    expect(filmFrameSvg(1, FILM.width, FILM.height)).toBe(filmFrameSvg(0, FILM.width, FILM.height));
    // …and it does move in between.
    expect(filmFrameSvg(0.5, FILM.width, FILM.height)).not.toBe(
      filmFrameSvg(0, FILM.width, FILM.height),
    );
  });
});

// The committed craft film (seed/film/, painted by `npm run paint:demo`): both encodings and the
// poster exist, the loop is 6–10 s and seamless, and the two films together stay within the
// page's budget of 1.5 MB; its mirrored twin for the Arabic pages likewise.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FILM, fileSize, filmFiles, filmSeconds } from "./paint-film";
import { filmFrameSvg } from "./scene";

const BUDGET = 1.5 * 1024 * 1024;

describe.each([
  ["the craft film", false],
  ["its mirrored twin for the Arabic pages", true],
] as const)("%s", (_, mirrored) => {
  const film = filmFiles(undefined, mirrored);
  const frame = (t: number) => filmFrameSvg(t, FILM.width, FILM.height, mirrored);

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
    expect(frame(1)).toBe(frame(0));
    // …and it does move in between.
    expect(frame(0.5)).not.toBe(frame(0));
  });
});

describe("the mirrored twin", () => {
  it.each([0, 0.3])("is the film turned left for right (frame at %s)", async (t) => {
    const size = { width: 96, height: 54 };
    const pixels = (svg: string) =>
      sharp(Buffer.from(svg)).resize(size).removeAlpha().raw().toBuffer();
    const film = await pixels(filmFrameSvg(t, FILM.width, FILM.height));
    const turned = await sharp(film, { raw: { ...size, channels: 3 } })
      .flop()
      .raw()
      .toBuffer();
    const mirrored = await pixels(filmFrameSvg(t, FILM.width, FILM.height, true));
    let difference = 0;
    for (let i = 0; i < mirrored.length; i++) difference += Math.abs(mirrored[i]! - turned[i]!);
    expect(difference / mirrored.length).toBeLessThan(2);
    // Nothing in the scene is lettering, which a turned picture would read backwards.
    expect(filmFrameSvg(t, FILM.width, FILM.height, true)).not.toContain("<text");
  });
});

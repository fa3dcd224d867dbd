import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  addOnSvg,
  bouquetSvg,
  heroSlideSvg,
  portfolioShots,
  portfolioSvg,
  trustedHotels,
  wordmarkSvg,
} from "./index";
import { palettes } from "./palettes";
import { renderWebp } from "./render.server";
import type { Arrangement, BouquetArt, FlowerKind, Palette } from "./types";

const PALETTES = Object.keys(palettes) as Palette[];
const FLOWERS: FlowerKind[] = ["rose", "peony", "ranunculus", "orchid"];
const ARRANGEMENTS: Arrangement[] = ["hand-tied", "wrapped", "box", "vase"];

const art = (over: Partial<BouquetArt> = {}): BouquetArt => ({
  seed: 1234,
  palette: "blush",
  flowers: ["rose", "ranunculus"],
  arrangement: "wrapped",
  backdrop: "studio",
  ...over,
});

async function expectWebp(svg: string, width: number, height: number) {
  const webp = await renderWebp(svg, width);
  const meta = await sharp(webp).metadata();
  expect(meta.format).toBe("webp");
  expect([meta.width, meta.height]).toEqual([width, height]);
}

describe("bouquetSvg", () => {
  it("paints the same bouquet for the same brief and view", () => {
    expect(bouquetSvg(art(), 0)).toBe(bouquetSvg(art(), 0));
    expect(bouquetSvg(art(), 2)).toBe(bouquetSvg(art(), 2));
  });

  it("composes a different bouquet for a different seed, and a different shot per view", () => {
    expect(bouquetSvg(art({ seed: 1 }), 0)).not.toBe(bouquetSvg(art({ seed: 2 }), 0));
    expect(bouquetSvg(art(), 0)).not.toBe(bouquetSvg(art(), 1));
  });

  // Every palette × flower × arrangement, each through a different view and backdrop: well-formed
  // SVG that librsvg renders at the size asked for (small, to stay quick).
  const cases = PALETTES.flatMap((palette, p) =>
    FLOWERS.flatMap((flower, f) =>
      ARRANGEMENTS.map((arrangement, a): [string, BouquetArt, number] => [
        `${palette} ${flower} ${arrangement}`,
        art({
          seed: 1000 + p * 100 + f * 10 + a,
          palette,
          flowers: [flower, FLOWERS[(f + 1) % FLOWERS.length] as FlowerKind],
          arrangement,
          backdrop: (p + a) % 2 ? "tone" : "studio",
        }),
        (p + f + a) % 4,
      ]),
    ),
  );
  it.each(cases)("renders %s", async (_, brief, view) => {
    await expectWebp(bouquetSvg(brief, view), 160, 200);
  });
});

describe("addOnSvg", () => {
  const kinds = ["vase", "chocolates", "balloon", "card"] as const;
  it.each(kinds.map((kind, k) => [kind, PALETTES[(k * 3) % PALETTES.length]!] as const))(
    "renders the %s in %s, the same each time",
    async (kind, palette) => {
      const brief = { kind, seed: 7, palette, backdrop: "studio" } as const;
      expect(addOnSvg(brief)).toBe(addOnSvg(brief));
      await expectWebp(addOnSvg(brief), 160, 200);
    },
  );

  it("paints each add-on differently", () => {
    const svgs = kinds.map((kind) =>
      addOnSvg({ kind, seed: 7, palette: "blush", backdrop: "tone" }),
    );
    expect(new Set(svgs).size).toBe(kinds.length);
  });
});

describe("hero, portfolio and wordmarks", () => {
  it.each([0, 1, 2] as const)("renders hero slide %i at 16:9", async (index) => {
    await expectWebp(heroSlideSvg(index), 192, 108);
  });

  it.each([0, 1, 2] as const)(
    "paints hero slide %i mirrored for the Arabic pages",
    async (index) => {
      const size = { width: 96, height: 54 };
      const pixels = (svg: string) => sharp(Buffer.from(svg)).resize(size).raw().toBuffer();
      const turned = await sharp(await pixels(heroSlideSvg(index)), {
        raw: { ...size, channels: 4 },
      })
        .flop()
        .raw()
        .toBuffer();
      const mirrored = await pixels(heroSlideSvg(index, true));
      // Apart from the lettering, the twin is the slide turned left for right.
      let difference = 0;
      for (let i = 0; i < mirrored.length; i++) difference += Math.abs(mirrored[i]! - turned[i]!);
      expect(difference / mirrored.length).toBeLessThan(2);
    },
  );

  it("keeps the lettering of a mirrored slide readable: each line turned back on itself", () => {
    const svg = heroSlideSvg(0, true);
    const lines = [
      ...svg.matchAll(/<g transform="matrix\(-1 0 0 1 ([\d.]+) 0\)"><text x="([\d.]+)"/g),
    ];
    expect(lines.map((line) => line[2])).toEqual(["960", "960"]);
    for (const [, shift, x] of lines) expect(Number(shift)).toBe(2 * Number(x));
    expect(svg.match(/<text /g)).toHaveLength(lines.length);
    expect(svg).toContain('<g transform="matrix(-1 0 0 1 1920 0)">');
  });

  it.each(portfolioShots.map((shot, i) => [i, shot] as const))(
    "renders portfolio image %i",
    async (index, shot) => {
      await expectWebp(portfolioSvg(index), 180, Math.round((180 * shot.height) / shot.width));
    },
  );

  it("has five fictional hotels", () => {
    expect(trustedHotels).toHaveLength(5);
    expect(new Set(trustedHotels).size).toBe(5);
  });

  it.each([0, 1, 2, 3, 4] as const)("renders wordmark style %i", async (style) => {
    const svg = wordmarkSvg(trustedHotels[style] ?? "The Hotel", style);
    expect(svg).toContain("<text");
    await expectWebp(svg, 240, 80);
  });
});

import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ARABIC, BASIC, DIGITS, REST, unicodeRange } from "./font-subsets";
import { arabicFontPreloads, fontFaceCss, fontPreloads, fontWarmUpScript } from "./fonts";

describe("the font faces", () => {
  const faces = fontFaceCss.match(/@font-face\{[^}]*\}/g) ?? [];

  it("give each face a basic file and a rest file, each with its own unicode range", () => {
    expect(faces).toHaveLength(16);
    const basic = faces.filter((face) => face.includes("-basic"));
    const rest = faces.filter((face) => face.includes("-rest"));
    expect(basic).toHaveLength(4);
    expect(rest).toHaveLength(4);
    for (const face of basic) expect(face).toContain(`unicode-range:${unicodeRange(BASIC)}`);
    for (const face of rest) expect(face).toContain(`unicode-range:${unicodeRange(REST)}`);
    for (const face of faces) expect(face).toContain("font-display:swap");
  });

  it("give the Arabic faces one file each, for the Arabic range only", () => {
    const arabic = faces.filter((face) => face.includes("-arabic."));
    expect(
      arabic.map((face) =>
        face
          .match(/font-family:"([^"]+)";.*font-weight:(\d+)/)
          ?.slice(1)
          .join(" "),
      ),
    ).toEqual([
      "Noto Naskh Arabic 400",
      "Noto Naskh Arabic 400",
      "IBM Plex Sans Arabic 400",
      "IBM Plex Sans Arabic 500",
      "IBM Plex Sans Arabic 600",
    ]);
    for (const face of arabic) expect(face).toContain(`unicode-range:${unicodeRange(ARABIC)}`);
    // Arabic has no italic: Noto Naskh's upright file serves as its italic, so nothing is slanted.
    expect(arabic.filter((face) => face.includes("font-style:italic"))).toHaveLength(1);
  });

  it("give Plex its own digits in each weight, so an Arabic label's digits match its letters", () => {
    const digits = faces.filter((face) => face.includes("-digits."));
    expect(digits.map((face) => face.match(/font-weight:(\d+)/)?.[1])).toEqual([
      "400",
      "500",
      "600",
    ]);
    for (const face of digits) {
      expect(face).toContain('font-family:"IBM Plex Sans Arabic"');
      expect(face).toContain(`unicode-range:${unicodeRange(DIGITS)}`);
    }
  });

  it("preload the upright basic files everywhere, and the Arabic faces above the fold on Arabic pages", () => {
    expect(fontPreloads).toHaveLength(3);
    expect(fontPreloads.join(" ")).toMatch(
      /cormorant-garamond-400-normal-basic.*jost-400-normal-basic.*jost-500-normal-basic/,
    );
    expect(fontPreloads.join(" ")).not.toMatch(/italic|-rest/);
    expect(arabicFontPreloads.join(" ")).toMatch(
      /noto-naskh-arabic-400-normal-arabic.*ibm-plex-sans-arabic-400-normal-arabic.*ibm-plex-sans-arabic-500-normal-arabic.*ibm-plex-sans-arabic-400-normal-digits/,
    );
    expect(arabicFontPreloads.join(" ")).not.toMatch(/600/);
    expect(arabicFontPreloads).toEqual(expect.arrayContaining(fontPreloads));
    expect(arabicFontPreloads).toHaveLength(7);
  });
});

describe("the fonts' warm-up script", () => {
  const faces = [...fontFaceCss.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family:"([^"]+)"/.exec(body!)![1]!,
    url: /src:url\(([^)]+)\)/.exec(body!)![1]!,
    weight: /font-weight:(\d+)/.exec(body!)![1]!,
    style: /font-style:(\w+)/.exec(body!)![1]!,
    ranges: /unicode-range:([^;}]+)/
      .exec(body!)![1]!
      .split(",")
      .map((range) =>
        range
          .slice(2)
          .split("-")
          .map((hex) => parseInt(hex, 16)),
      ),
  }));

  /** The files the browser fetches for each `document.fonts.load(font, text)` the script makes. */
  function filesLoadedBy(script: string): string[] {
    const calls: [string, string][] = [];
    const fonts = {
      load: (font: string, text: string) => (calls.push([font, text]), Promise.resolve([])),
    };
    runInNewContext(script, { document: { fonts } });
    return calls.flatMap(([font, text]) => {
      const [, weight, family] = /^(\d+) 1em "(.+)"$/.exec(font)!;
      const point = text.codePointAt(0)!;
      return faces
        .filter((face) => face.family === family && face.weight === weight)
        .filter((face) => face.style === "normal")
        .filter((face) =>
          face.ranges.some(([first, last]) => point >= first! && point <= (last ?? first!)),
        )
        .map((face) => face.url);
    });
  }

  it("puts to use exactly the faces each language preloads", () => {
    expect(filesLoadedBy(fontWarmUpScript("latin")).sort()).toEqual([...fontPreloads].sort());
    expect(filesLoadedBy(fontWarmUpScript("arabic")).sort()).toEqual(
      [...arabicFontPreloads].sort(),
    );
  });

  it("does nothing in a browser without the Font Loading API", () => {
    expect(() => runInNewContext(fontWarmUpScript("arabic"), { document: {} })).not.toThrow();
  });
});

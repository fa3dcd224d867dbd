import { describe, expect, it } from "vitest";
import { BASIC, REST, unicodeRange } from "./font-subsets";
import { fontFaceCss, fontPreloads } from "./fonts";

describe("the font faces", () => {
  const faces = fontFaceCss.match(/@font-face\{[^}]*\}/g) ?? [];

  it("give each face a basic file and a rest file, each with its own unicode range", () => {
    expect(faces).toHaveLength(8);
    const basic = faces.filter((face) => face.includes("-basic"));
    const rest = faces.filter((face) => face.includes("-rest"));
    expect(basic).toHaveLength(4);
    expect(rest).toHaveLength(4);
    for (const face of basic) expect(face).toContain(`unicode-range:${unicodeRange(BASIC)}`);
    for (const face of rest) expect(face).toContain(`unicode-range:${unicodeRange(REST)}`);
    for (const face of faces) expect(face).toContain("font-display:swap");
  });

  it("preload only the basic files of the display and body faces", () => {
    expect(fontPreloads).toHaveLength(2);
    expect(fontPreloads.join(" ")).toMatch(
      /cormorant-garamond-400-normal-basic.*jost-400-normal-basic/,
    );
  });
});

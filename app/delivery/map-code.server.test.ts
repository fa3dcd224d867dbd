import { describe, expect, test } from "vitest";
import { mapCodeSvg, mapCodeTarget } from "./map-code.server";

describe("the slip's map code", () => {
  test("the map link first, else the Makani number on Makani's map, else none", () => {
    const mapUrl = "https://maps.app.goo.gl/abc123";
    expect(mapCodeTarget({ mapUrl, makani: "1234567890" })).toBe(mapUrl);
    expect(mapCodeTarget({ makani: "1234567890" })).toBe(
      "https://www.makani.ae/q?l=en&t=1&m=1234567890",
    );
    expect(mapCodeTarget({})).toBeNull();
    expect(mapCodeTarget(null)).toBeNull();
  });

  test("drawn as SVG", async () => {
    const svg = await mapCodeSvg({ mapUrl: "https://maps.app.goo.gl/abc123" });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
    expect(await mapCodeSvg(null)).toBeNull();
  });
});

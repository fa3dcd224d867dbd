import { describe, expect, test } from "vitest";
import { galleryShares } from "./gallery-layout";

const L = { width: 1800, height: 1200 };
const P = { width: 1280, height: 1600 };

describe("portfolio gallery layout", () => {
  test("a landscape and a portrait share a row so that both stand equally tall", () => {
    const [landscape, portrait] = galleryShares([L, P]);
    expect(landscape! + portrait!).toBeCloseTo(1);
    // height = share × row width ÷ aspect ratio: the same for both.
    expect(landscape! / (L.width / L.height)).toBeCloseTo(portrait! / (P.width / P.height));
  });

  test("two alike pictures take half each; a lone last one the full row", () => {
    expect(galleryShares([L, L, P])).toEqual([0.5, 0.5, 1]);
  });
});

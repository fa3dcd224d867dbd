import { describe, expect, it } from "vitest";
import { ImageQuery } from "./delivery.server";
import { variantWidth } from "./widths";

describe("variantWidth", () => {
  it("snaps a requested width up to the ladder", () => {
    expect(variantWidth(320, 2000)).toBe(320);
    expect(variantWidth(321, 2000)).toBe(480);
    expect(variantWidth(1, 2000)).toBe(160);
  });

  it("never renders a copy as wide as the original or wider", () => {
    expect(variantWidth(700, 800)).toBeNull();
    expect(variantWidth(800, 800)).toBeNull();
    expect(variantWidth(3000, 4000)).toBeNull();
  });
});

describe("ImageQuery", () => {
  it("takes a whole number of pixels up to 4000, or nothing", () => {
    expect(ImageQuery.parse({ w: "320" })).toEqual({ w: 320 });
    expect(ImageQuery.parse({ w: "4000" })).toEqual({ w: 4000 });
    expect(ImageQuery.parse({})).toEqual({});
  });

  it.each(["0", "-5", "4001", "99999", "1.5", "abc", "", " 320", "1e3"])("refuses w=%j", (w) => {
    expect(ImageQuery.safeParse({ w }).success).toBe(false);
  });
});

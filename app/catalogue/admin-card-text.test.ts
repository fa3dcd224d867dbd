import { describe, expect, test } from "vitest";
import { sizeChips, truncateText } from "./admin-card-text";

describe("truncateText", () => {
  test("keeps a description of 80 characters or fewer as it is", () => {
    const eighty = "a".repeat(80);
    expect(truncateText(eighty)).toBe(eighty);
    expect(truncateText("  Garden roses.  ")).toBe("Garden roses.");
    expect(truncateText("")).toBe("");
  });

  test("cuts a longer one at 80 characters and adds an ellipsis", () => {
    const text = `${"b".repeat(80)}cdef`;
    expect(truncateText(text)).toBe(`${"b".repeat(80)}…`);
  });

  test("drops the space before the ellipsis and never splits a character in two", () => {
    expect(truncateText(`${"c".repeat(79)} and more`)).toBe(`${"c".repeat(79)}…`);
    expect(truncateText("🌹".repeat(81))).toBe(`${"🌹".repeat(80)}…`);
  });
});

describe("sizeChips", () => {
  test("shows up to three sizes and no chip", () => {
    expect(sizeChips([])).toEqual({ names: [], more: null });
    expect(sizeChips(["Petite", "Signature", "Grand"])).toEqual({
      names: ["Petite", "Signature", "Grand"],
      more: null,
    });
  });

  test("shows the first three and '+N more' for the rest", () => {
    expect(sizeChips(["Petite", "Signature", "Grand", "Opulent", "Atelier"])).toEqual({
      names: ["Petite", "Signature", "Grand"],
      more: "+2 more",
    });
  });
});

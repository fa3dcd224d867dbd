import { describe, expect, it } from "vitest";
import { arrowStep, swipeStep } from "./reading-direction";

describe("the reading direction", () => {
  it("moves on with the arrow key towards the reading's end", () => {
    expect(arrowStep("ArrowRight", false)).toBe(1);
    expect(arrowStep("ArrowLeft", false)).toBe(-1);
    expect(arrowStep("ArrowLeft", true)).toBe(1);
    expect(arrowStep("ArrowRight", true)).toBe(-1);
    expect(arrowStep("Enter", true)).toBe(0);
  });

  it("moves on when a swipe pulls the picture towards the reading's start", () => {
    expect(swipeStep(-80, false)).toBe(1);
    expect(swipeStep(80, false)).toBe(-1);
    expect(swipeStep(80, true)).toBe(1);
    expect(swipeStep(-80, true)).toBe(-1);
  });
});

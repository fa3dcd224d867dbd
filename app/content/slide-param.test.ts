import { expect, test } from "vitest";
import { slideIndex } from "./slide-param";

test("?slide=N picks slide N (1-based); anything else is the first", () => {
  expect(slideIndex("2", 3)).toBe(1);
  expect(slideIndex("3", 3)).toBe(2);
  expect(slideIndex("1", 3)).toBe(0);
  for (const bad of [null, "", "0", "4", "-1", "1.5", "two"]) expect(slideIndex(bad, 3)).toBe(0);
});

import { describe, expect, test } from "vitest";
import { ID_PATTERN } from "./ids";
import { newId } from "./ids.server";

describe("ids", () => {
  test("a new id has the shape the API and the pages check", () => {
    expect(newId()).toMatch(ID_PATTERN);
    expect(newId()).not.toBe(newId());
  });

  test("only 24 lowercase hex characters are an id", () => {
    expect(ID_PATTERN.test("0123456789abcdef01234567")).toBe(true);
    expect(ID_PATTERN.test("0123456789ABCDEF01234567")).toBe(false);
    expect(ID_PATTERN.test("0123456789abcdef0123456")).toBe(false);
    expect(ID_PATTERN.test("0123456789abcdef012345678")).toBe(false);
    expect(ID_PATTERN.test("../etc/passwd")).toBe(false);
  });
});

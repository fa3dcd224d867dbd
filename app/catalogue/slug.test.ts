import { describe, expect, test } from "vitest";
import { normaliseSlug } from "./slug";

describe("normaliseSlug: lower case, spaces to hyphens, only a-z, 0-9 and hyphens kept", () => {
  test.each([
    ["Signature Bouquets", "signature-bouquets"],
    ["  Roses  ", "roses"],
    ["Peonies & Ranunculus", "peonies--ranunculus"],
    ["Ramadan   Eid", "ramadan-eid"],
    ["Fête des Mères!", "fte-des-mres"],
    ["already-a-slug-2", "already-a-slug-2"],
    ["UPPER_case", "uppercase"],
    ["حب", ""],
    ["", ""],
  ])("%j → %j", (input, slug) => {
    expect(normaliseSlug(input)).toBe(slug);
  });

  test("is idempotent, so typing in the slug field keeps it stable", () => {
    const once = normaliseSlug("White Orchids of Dubai");
    expect(normaliseSlug(once)).toBe(once);
  });
});

import { describe, expect, test } from "vitest";
import { assignColourVariant, FEATURE_FLAGS_KEY, mirrorFlags } from "./feature-flag";
import { colourVariantFor, VARIANT_COOKIE } from "./feature-flag.server";

const request = (cookie?: string, url = "http://shop.test/") =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

/** A repeatable sequence in [0, 1): a linear congruential generator. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe("primaryColorVariant assignment: black or accent, 50/50", () => {
  test("the lower half of the random range is black, the upper half accent", () => {
    expect(assignColourVariant(() => 0)).toBe("black");
    expect(assignColourVariant(() => 0.4999)).toBe("black");
    expect(assignColourVariant(() => 0.5)).toBe("accent");
    expect(assignColourVariant(() => 0.9999)).toBe("accent");
  });

  test("splits visitors about 50/50", () => {
    const random = seeded(42);
    const accents = Array.from({ length: 10_000 }, () => assignColourVariant(random)).filter(
      (v) => v === "accent",
    ).length;
    expect(accents).toBeGreaterThan(4_800);
    expect(accents).toBeLessThan(5_200);
  });
});

describe("the variant cookie", () => {
  test("a first visit is assigned a variant and told to keep it for a year", () => {
    const { variant, setCookie } = colourVariantFor(request(), () => 0.7);
    expect(variant).toBe("accent");
    expect(setCookie).toBe(
      `${VARIANT_COOKIE}=accent; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
  });

  test("a returning visitor keeps the stored variant and no cookie is set", () => {
    const random = () => {
      throw new Error("no new assignment for a returning visitor");
    };
    expect(colourVariantFor(request(`a=1; ${VARIANT_COOKIE}=black; b=2`), random)).toEqual({
      variant: "black",
      setCookie: null,
    });
    expect(colourVariantFor(request(`${VARIANT_COOKIE}=accent`), random).variant).toBe("accent");
  });

  test("an unknown stored value is replaced", () => {
    const { variant, setCookie } = colourVariantFor(request(`${VARIANT_COOKIE}=pink`), () => 0.1);
    expect(variant).toBe("black");
    expect(setCookie).toContain(`${VARIANT_COOKIE}=black`);
  });

  test("a value with broken encoding is replaced, never an error", () => {
    for (const broken of ["%", "%E0%A4%A", "black%"]) {
      const { variant, setCookie } = colourVariantFor(
        request(`${VARIANT_COOKIE}=${broken}`),
        () => 0.9,
      );
      expect(variant).toBe("accent");
      expect(setCookie).toContain(`${VARIANT_COOKIE}=accent`);
    }
  });

  test("the cookie is Secure over https", () => {
    const { setCookie } = colourVariantFor(request(undefined, "https://shop.test/"), () => 0.1);
    expect(setCookie).toMatch(/; Secure$/);
  });
});

describe("the localStorage mirror", () => {
  const memory = (initial?: string) => {
    const values = new Map<string, string>(initial ? [[FEATURE_FLAGS_KEY, initial]] : []);
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      values,
    };
  };

  test("writes the flag as JSON under 'featureFlags'", () => {
    const storage = memory();
    mirrorFlags(storage, "black");
    expect(storage.values.get("featureFlags")).toBe('{"primaryColorVariant":"black"}');
  });

  test("keeps other flags and replaces unreadable JSON", () => {
    const kept = memory('{"other":true,"primaryColorVariant":"black"}');
    mirrorFlags(kept, "accent");
    expect(JSON.parse(kept.values.get(FEATURE_FLAGS_KEY)!)).toEqual({
      other: true,
      primaryColorVariant: "accent",
    });
    const broken = memory("{not json");
    mirrorFlags(broken, "accent");
    expect(broken.values.get(FEATURE_FLAGS_KEY)).toBe('{"primaryColorVariant":"accent"}');
  });
});

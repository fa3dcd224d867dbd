import { describe, expect, test } from "vitest";
import { isShopError } from "~/platform/errors";
import { deliveryFeeFor } from "../delivery-fee";
import { DEFAULT_ZONES, feeRules, zoneIdOf, zoneOfAddress } from ".";
import { deliveryAddressSchema } from "../address";
import { refusalInEnglish } from "~/i18n/in-english.server";

/** The shop's own fee, which a zone replaces. */
const SHOP_FEE = { deliveryFee: 2500, freeDeliveryFrom: null };

const address = (fields: Record<string, string>) => deliveryAddressSchema.parse(fields);

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isShopError(error)) return error;
  }
  throw new Error("not refused");
};

describe("an address's zone", () => {
  test("is found by the area's English or Arabic name; the address keeps the English one", () => {
    const { zone, address: found } = zoneOfAddress(
      DEFAULT_ZONES,
      address({
        emirate: "Dubai",
        area: "دبي مارينا",
        building: "Marina Gate 2",
      }),
    );
    expect(zone.id).toBe(zoneIdOf("dubai-greater"));
    expect(found.area).toBe("Dubai Marina");
  });

  test("an area in no zone is a conflict: 'We do not deliver to … yet.'", () => {
    const error = refusalOf(() =>
      zoneOfAddress(
        DEFAULT_ZONES,
        address({ emirate: "Dubai", area: "Hatta", building: "Villa 1" }),
      ),
    );
    expect(refusalInEnglish(error)).toMatchObject({
      kind: "conflict",
      message: "We do not deliver to Hatta yet.",
      issues: { deliveryAddress: ["We do not deliver to Hatta yet."] },
    });
  });

  test("an area of another emirate is invalid", () => {
    const error = refusalOf(() =>
      zoneOfAddress(
        DEFAULT_ZONES,
        address({ emirate: "Sharjah", area: "JBR", building: "Tower 1" }),
      ),
    );
    expect(refusalInEnglish(error)).toMatchObject({
      kind: "invalid",
      message: "JBR is not in Sharjah.",
    });
  });
});

describe("a zone's delivery fee", () => {
  const greater = DEFAULT_ZONES.find((zone) => zone.id === zoneIdOf("dubai-greater"))!;
  const abuDhabi = DEFAULT_ZONES.find((zone) => zone.id === zoneIdOf("abu-dhabi"))!;

  test("is the zone's fee below its threshold, nothing from it", () => {
    expect(deliveryFeeFor(74999, feeRules(SHOP_FEE, greater))).toBe(3500);
    expect(deliveryFeeFor(75000, feeRules(SHOP_FEE, greater))).toBe(0);
  });

  test("never free in a zone without a threshold", () => {
    expect(deliveryFeeFor(10_000_000, feeRules(SHOP_FEE, abuDhabi))).toBe(9500);
  });
});

import { describe, expect, test } from "vitest";
import type { DeliveryAddress } from "./address";
import { addressLine, areaName, emirateName } from "./address-words";

const address: DeliveryAddress = {
  emirate: "Dubai",
  area: "Dubai Marina",
  building: "Marina Gate 2",
  flat: "Flat 1204",
  street: "Al Marsa Street",
  landmark: undefined,
  makani: undefined,
  mapUrl: undefined,
};

describe("an address on one line, in the reader's language", () => {
  test("English: the names as stored, joined by ', '", () => {
    expect(addressLine(address, "en")).toBe(
      "Marina Gate 2, Flat 1204, Al Marsa Street, Dubai Marina, Dubai",
    );
  });

  test("Arabic: the area and emirate by their Arabic names, joined by the Arabic comma «، »", () => {
    const line = addressLine(address, "ar");
    expect(line).toBe("Marina Gate 2، Flat 1204، Al Marsa Street، دبي مارينا، دبي");
    expect(line).not.toContain(", ");
  });

  test("an area no zone knows keeps its stored name; empty parts are left out", () => {
    expect(areaName("Somewhere New", "ar")).toBe("Somewhere New");
    expect(emirateName("Sharjah", "ar")).toBe("الشارقة");
    expect(addressLine({ ...address, flat: undefined, street: undefined }, "ar")).toBe(
      "Marina Gate 2، دبي مارينا، دبي",
    );
  });
});

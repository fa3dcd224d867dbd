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
    // What the customer typed in Latin letters is set apart, so each Arabic comma stays between.
    expect(line).toBe(
      "\u2068Marina Gate 2\u2069، \u2068Flat 1204\u2069، \u2068Al Marsa Street\u2069، دبي مارينا، دبي",
    );
    expect(line).not.toContain(", ");
  });

  test("English: a part typed in Arabic is set apart, the rest as it is", () => {
    expect(addressLine({ ...address, building: "فيلا 12", flat: undefined }, "en")).toBe(
      "\u2068فيلا 12\u2069, Al Marsa Street, Dubai Marina, Dubai",
    );
  });

  test("an area no zone knows keeps its stored name; empty parts are left out", () => {
    expect(areaName("Somewhere New", "ar")).toBe("Somewhere New");
    expect(emirateName("Sharjah", "ar")).toBe("الشارقة");
    expect(addressLine({ ...address, flat: undefined, street: undefined }, "ar")).toBe(
      "\u2068Marina Gate 2\u2069، دبي مارينا، دبي",
    );
  });
});

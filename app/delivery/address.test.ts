import { describe, expect, test } from "vitest";
import { allInEnglish } from "~/i18n/in-english.server";
import { deliveryAddressSchema, isPinLink, oneLineAddress } from "./address";

const villa = { emirate: "Dubai", area: "Jumeirah", building: "Villa 12" };
const parse = (fields: Record<string, unknown>) =>
  deliveryAddressSchema.safeParse({ ...villa, ...fields });
const issueOf = (fields: Record<string, unknown>) => allInEnglish(parse(fields).error?.issues[0]);

describe("the delivery address", () => {
  test("takes every field, trimmed, and leaves empty optional ones out", () => {
    const address = deliveryAddressSchema.parse({
      emirate: "Dubai",
      area: " Dubai Marina ",
      building: " Marina Gate 2 ",
      flat: "Apartment 1204",
      street: "Al Marsa Street",
      landmark: "Opposite the tram stop",
      makani: "12345 67890",
      mapUrl: " https://maps.app.goo.gl/abc123 ",
    });
    expect(address).toEqual({
      emirate: "Dubai",
      area: "Dubai Marina",
      building: "Marina Gate 2",
      flat: "Apartment 1204",
      street: "Al Marsa Street",
      landmark: "Opposite the tram stop",
      makani: "1234567890",
      mapUrl: "https://maps.app.goo.gl/abc123",
    });
    expect(oneLineAddress(address)).toBe(
      "Marina Gate 2, Apartment 1204, Al Marsa Street, Dubai Marina, Dubai",
    );
    expect(deliveryAddressSchema.parse({ ...villa, flat: " ", makani: "", mapUrl: "" })).toEqual(
      villa,
    );
  });

  test("needs the emirate (one of the seven), the area and the building", () => {
    expect(issueOf({ emirate: "Muscat" })).toMatchObject({
      path: ["emirate"],
      message: "Please choose the emirate.",
    });
    expect(issueOf({ emirate: undefined })?.message).toBe("Please choose the emirate.");
    expect(issueOf({ area: "  " })).toMatchObject({
      path: ["area"],
      message: "Please choose the area.",
    });
    expect(issueOf({ building: "" })).toMatchObject({
      path: ["building"],
      message: "Please enter the building or villa.",
    });
    expect(issueOf({ building: undefined })?.message).toBe("Please enter the building or villa.");
  });

  test("keeps each text to its length", () => {
    expect(issueOf({ building: "x".repeat(121) })?.message).toBe("At most 120 characters.");
    expect(issueOf({ flat: "x".repeat(61) })?.message).toBe("At most 60 characters.");
    expect(issueOf({ street: "x".repeat(121) })?.message).toBe("At most 120 characters.");
    expect(issueOf({ landmark: "x".repeat(301) })?.message).toBe("At most 300 characters.");
    expect(issueOf({ area: "x".repeat(101) })?.message).toBe("At most 100 characters.");
    expect(parse({ landmark: "x".repeat(300) }).success).toBe(true);
  });

  test("reads a Makani number in Western, Arabic-Indic or Persian digits, spaces allowed", () => {
    for (const makani of [
      "1234567890",
      "12345 67890",
      " 1 2 3 4 5 6 7 8 9 0 ",
      "١٢٣٤٥ ٦٧٨٩٠",
      "۱۲۳۴۵۶۷۸۹۰",
    ]) {
      expect(parse({ makani }).data?.makani, makani).toBe("1234567890");
    }
  });

  test("refuses a Makani number of 9 or 11 digits, or with letters", () => {
    for (const makani of ["123456789", "12345678901", "١٢٣٤٥٦٧٨٩", "12345-67890", "abcdefghij"]) {
      expect(issueOf({ makani }), makani).toMatchObject({
        path: ["makani"],
        message: "A Makani number has 10 digits.",
      });
    }
  });

  test("takes Google Maps' four kinds of link", () => {
    for (const mapUrl of [
      "https://maps.app.goo.gl/Xy12AbCd",
      "https://goo.gl/maps/Xy12AbCd",
      "https://maps.google.com/?q=25.0763,55.1330",
      "https://www.google.com/maps/place/Dubai+Marina/@25.08,55.14,15z",
    ]) {
      expect(parse({ mapUrl }).data?.mapUrl, mapUrl).toBe(mapUrl);
    }
  });

  test("refuses any other link", () => {
    for (const mapUrl of [
      "http://maps.app.goo.gl/Xy12AbCd",
      "http://www.google.com/maps/place/x",
      "https://maps.example.com/Xy12",
      "https://maps.app.goo.gl.example.com/x",
      "https://www.google.com/search?q=maps",
      "javascript:alert(1)",
      "maps.app.goo.gl/Xy12",
      'https://maps.app.goo.gl/x"onmouseover="alert(1)',
    ]) {
      expect(issueOf({ mapUrl }), mapUrl).toMatchObject({
        path: ["mapUrl"],
        message: "Please paste a Google Maps link (maps.app.goo.gl or google.com/maps).",
      });
    }
  });

  test("a pin or a place only: a redirect, a '..' or another address in the query is refused", () => {
    for (const mapUrl of [
      "https://maps.google.com/url?q=https://evil.example",
      "https://www.google.com/maps/url?q=https://evil.example",
      "https://maps.google.com/maps/../url?q=x",
      "https://maps.google.com/%2e%2e/url",
      "https://maps.google.com/?q=https%3A%2F%2Fevil.example",
      "https://maps.google.com/?q=https%253A%252F%252Fevil.example",
      "https://maps.google.com/?q=//evil.example",
      "https://maps.google.com/?q=www.evil.example",
      "https://www.google.com/maps/place/x#https://evil.example",
    ]) {
      expect(isPinLink(mapUrl), mapUrl).toBe(false);
      expect(issueOf({ mapUrl }), mapUrl).toMatchObject({
        path: ["mapUrl"],
        message:
          "Please paste the link of a pin or a place on Google Maps, not one that leads to another site.",
      });
    }
    for (const mapUrl of [
      "https://maps.app.goo.gl/AbC123xyz",
      "https://goo.gl/maps/AbC123",
      "https://maps.google.com/?q=25.2048,55.2708",
      "https://maps.google.com/?ftid=0x3e5f43496ad9c645:0xbde66e5084295162",
      "https://www.google.com/maps/place/Burj+Khalifa/@25.197,55.274,17z/data=!3m1!4b1!4m6!3m5!1s0x3e5f43:0x3c1d",
      "https://www.google.com/maps/search/?api=1&query=Dubai+Mall",
    ]) {
      expect(isPinLink(mapUrl), mapUrl).toBe(true);
    }
  });
});

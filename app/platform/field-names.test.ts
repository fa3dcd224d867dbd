import { describe, expect, it } from "vitest";
import { isShopError } from "./errors";
import {
  formRecord,
  isUnsafeFieldName,
  parseRequestJson,
  plainRecord,
  UNSAFE_FIELD_NAME,
} from "./field-names";

describe("field names from a request", () => {
  it.each([
    "__proto__",
    "__proto__.bcc",
    "heroSlides.__proto__.bcc",
    "a[__proto__][bcc]",
    "constructor.prototype.bcc",
    "contact.constructor",
    "x.prototype",
  ])("refuses %s", (name) => {
    expect(isUnsafeFieldName(name)).toBe(true);
  });

  it.each(["contact.email", "heroSlides.0.title.en", "proto", "__proto", "constructors", "csrf"])(
    "accepts %s",
    (name) => {
      expect(isUnsafeFieldName(name)).toBe(false);
    },
  );

  it("reads a form into a record without a prototype, and refuses a polluting one whole", () => {
    const form = new FormData();
    form.append("name", "Noura");
    const record = formRecord(form);
    expect(record.name).toBe("Noura");
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(plainRecord<string>().toString).toBeUndefined();

    form.append("__proto__.bcc", "spy@example.com");
    expect(() => formRecord(form)).toThrow(UNSAFE_FIELD_NAME);
    expect(({} as Record<string, unknown>).bcc).toBeUndefined();
  });

  it("refuses JSON carrying a prototype key at any depth, and reads the rest as JSON.parse does", () => {
    expect(parseRequestJson('{"a":[{"b":1}]}')).toEqual({ a: [{ b: 1 }] });
    for (const body of [
      '{"__proto__":{"bcc":"x"}}',
      '{"items":[{"constructor":{"prototype":{"bcc":"x"}}}]}',
      '{"a":{"prototype":1}}',
    ]) {
      try {
        parseRequestJson(body);
        expect.unreachable(body);
      } catch (error) {
        expect(isShopError(error) && error.kind).toBe("invalid");
      }
    }
    expect(({} as Record<string, unknown>).bcc).toBeUndefined();
  });
});

// Zod's own refusals in plain words, and a schema's own words kept before them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { config } from "zod/v4/core";
import { sayZodRefusalsPlainly } from "./zod-words";

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("Zod's refusals in plain words", () => {
  beforeAll(sayZodRefusalsPlainly);
  afterAll(() => config({ customError: undefined }));

  test("a wrong type says what to send; a missing field that it is required", () => {
    const body = z.object({ quantity: z.number(), note: z.string(), gift: z.boolean() });
    expect(messages(body, { quantity: "2", note: 5, gift: "yes" })).toEqual([
      "This must be a number.",
      "This must be text.",
      "This must be true or false.",
    ]);
    expect(messages(body, { note: "", gift: true })).toEqual(["This is required."]);
    expect(messages(body, [1, 2])).toEqual(["This must be an object of named fields."]);
  });

  test("limits say the limit, with what is counted", () => {
    expect(messages(z.number().int().min(1).max(10), 11)).toEqual(["At most 10."]);
    expect(messages(z.number().int().min(1).max(10), 0)).toEqual(["At least 1."]);
    expect(messages(z.string().max(3), "four")).toEqual(["At most 3 characters."]);
    expect(messages(z.string().min(1), "")).toEqual(["This is required."]);
    expect(messages(z.array(z.string()).max(1), ["a", "b"])).toEqual(["At most 1 entry."]);
  });

  test("a choice lists what may be sent; unknown fields are named", () => {
    expect(messages(z.enum(["morning", "evening"]), "night")).toEqual([
      'This must be "morning" or "evening".',
    ]);
    expect(messages(z.literal("Awaiting payment"), "Delivered")).toEqual([
      'This must be "Awaiting payment".',
    ]);
    expect(messages(z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 })).toEqual([
      "These fields are not accepted: b, c.",
    ]);
    expect(messages(z.email(), "not-an-email")).toEqual(["Please enter a valid email address."]);
  });

  test("a schema's own words come first", () => {
    expect(messages(z.number({ error: "Price must be a number." }), "x")).toEqual([
      "Price must be a number.",
    ]);
    expect(messages(z.string().max(3, "Too long."), "four")).toEqual(["Too long."]);
  });
});

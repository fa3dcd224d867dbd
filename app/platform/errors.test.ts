import { describe, expect, test } from "vitest";
import { z } from "zod";
import { invalidInput, issuesOf, statusOf } from "./errors";

describe("domain failures as statuses and field messages", () => {
  test("each kind has one status, for the JSON API and the HTML forms alike", () => {
    expect(statusOf.invalid).toBe(400);
    expect(statusOf["not-found"]).toBe(404);
    expect(statusOf.conflict).toBe(409);
    expect(statusOf["rate-limited"]).toBe(429);
  });

  test("input that fails its schema is an invalid ShopError led by its first problem", () => {
    const Query = z.object({ w: z.number({ error: "w is a number." }), sort: z.string().max(3) });
    const parsed = Query.safeParse({ sort: "newest" });
    if (parsed.success) throw new Error("expected a failure");
    expect(issuesOf(parsed.error)).toEqual({
      w: ["w is a number."],
      sort: [expect.any(String)],
    });
    const error = invalidInput(parsed.error);
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("Invalid input. w: w is a number.");
  });

  test("a problem with the whole body is filed under 'body'", () => {
    const parsed = z.string().safeParse(1);
    if (parsed.success) throw new Error("expected a failure");
    expect(Object.keys(issuesOf(parsed.error))).toEqual(["body"]);
  });
});

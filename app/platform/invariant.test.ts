import { describe, expect, test } from "vitest";
import { invariantResponse } from "./invariant";

describe("invariantResponse", () => {
  test("a condition that holds lets the loader go on", () => {
    expect(() => invariantResponse({ id: "x" }, "Item Not Found", { status: 404 })).not.toThrow();
  });

  test("a failed one is a thrown Response with its message and status (400 unless told)", async () => {
    const thrown = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return error as Response;
      }
      throw new Error("expected a thrown Response");
    };
    const notFound = thrown(() =>
      invariantResponse(null, "Item Not Found", { status: 404, statusText: "Not Found" }),
    );
    expect([notFound.status, notFound.statusText, await notFound.text()]).toEqual([
      404,
      "Not Found",
      "Item Not Found",
    ]);
    expect(thrown(() => invariantResponse(false, "Choose a size.")).status).toBe(400);
  });
});

import { describe, expect, test } from "vitest";
import { reportedEvent } from "./error-boundary";

const response = (status: number) => ({ status, statusText: "", internal: false, data: "" });

describe("which failures the error boundary reports to the data layer", () => {
  test("by default only a crash, as a js_error: a thrown response is an answer", () => {
    expect(reportedEvent(new Error("boom"), "crashes")).toBe("js_error");
    expect(reportedEvent(response(404), "crashes")).toBeNull();
    expect(reportedEvent(response(500), "crashes")).toBeNull();
  });

  test("the item and category pages report every failure but a not-found", () => {
    expect(reportedEvent(response(404), "all-but-404")).toBeNull();
    expect(reportedEvent(response(503), "all-but-404")).toBe("js_error");
    expect(reportedEvent(new Error("boom"), "all-but-404")).toBe("js_error");
  });

  test("the collection reports every failure as an exception; 'none' reports nothing", () => {
    expect(reportedEvent(response(404), "all")).toBe("exception");
    expect(reportedEvent(new Error("boom"), "none")).toBeNull();
  });
});

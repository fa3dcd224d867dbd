import { describe, expect, test } from "vitest";
import { loadErrorMessage } from "./item-error";

describe("item load error message: the status, else the error's message, else a default", () => {
  test("a server response names its status", () => {
    const response = { status: 503, statusText: "Service Unavailable", internal: false, data: "" };
    expect(loadErrorMessage(response)).toBe("Server error: 503 Service Unavailable");
  });

  test("else the error's own message, else the default", () => {
    expect(loadErrorMessage(new Error("Database is locked"))).toBe("Database is locked");
    expect(loadErrorMessage(new Error(""))).toBe("There was a problem loading this item");
    expect(loadErrorMessage("boom")).toBe("There was a problem loading this item");
  });
});

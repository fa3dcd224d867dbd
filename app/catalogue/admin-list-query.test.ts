import { describe, expect, test } from "vitest";
import { hasFilters, listHref, readListQuery } from "./admin-list-query";

describe("the collection list's query", () => {
  test("reads the search and filters, treating empty or unknown values as 'any'", () => {
    expect(readListQuery("?q=+white++roses+&category=roses&featured=yes&new=no&stock=out")).toEqual(
      {
        q: "white roses",
        category: "roses",
        featured: "yes",
        new: "no",
        stock: "out",
      },
    );
    const blank = readListQuery("?q=&category=&featured=&new=maybe&stock=soon");
    expect(hasFilters(blank)).toBe(false);
  });

  test("links back to the same list with only the filters in use", () => {
    expect(listHref("?q=peony&category=&featured=yes&_routes=x")).toBe(
      "/admin/collection?q=peony&featured=yes",
    );
    expect(listHref("")).toBe("/admin/collection");
  });
});

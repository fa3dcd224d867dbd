import { describe, expect, test } from "vitest";
import { imagePath, imageSrcSet, nextImageSource, PLACEHOLDER_IMAGE } from "./image-sources";

const id = "0123456789abcdef01234567";

describe("image sources", () => {
  test("ids are served by the shop, full URLs used as they are", () => {
    expect(imagePath(id)).toBe(`/api/images/${id}`);
    expect(imagePath(id, 640)).toBe(`/api/images/${id}?w=640`);
    expect(imagePath("https://cdn.example.com/a.jpg", 640)).toBe("https://cdn.example.com/a.jpg");
    expect(imageSrcSet(id)).toContain(`/api/images/${id}?w=640 640w`);
    expect(imageSrcSet("https://cdn.example.com/a.jpg")).toBeUndefined();
  });
});

describe("the recovery chain: where a failed image is tried next, down to the placeholder", () => {
  const origins = { page: "https://shop.ae", backend: "https://api.shop.ae" };

  test("an id retries on the page origin, then the backend, then the placeholder", () => {
    const first = nextImageSource(`/api/images/${id}?w=640`, id, origins);
    expect(first).toBe(`https://shop.ae/api/images/${id}`);
    const second = nextImageSource(first!, id, origins);
    expect(second).toBe(`https://api.shop.ae/api/images/${id}`);
    expect(nextImageSource(second!, id, origins)).toBe(PLACEHOLDER_IMAGE);
    expect(nextImageSource(PLACEHOLDER_IMAGE, id, origins)).toBeNull();
  });

  test("when page and backend are one origin, the chain goes straight to the placeholder", () => {
    const same = { page: "https://shop.ae", backend: "https://shop.ae" };
    const first = nextImageSource(`https://shop.ae/api/images/${id}?w=320`, id, same);
    expect(first).toBe(`https://shop.ae/api/images/${id}`);
    expect(nextImageSource(first!, id, same)).toBe(PLACEHOLDER_IMAGE);
  });

  test("another address swaps between origin and backend, then falls back", () => {
    const swapped = nextImageSource(
      "https://shop.ae/uploads/a.webp",
      "https://shop.ae/uploads/a.webp",
      origins,
    );
    expect(swapped).toBe("https://api.shop.ae/uploads/a.webp");
    expect(nextImageSource(swapped!, "https://shop.ae/uploads/a.webp", origins)).toBe(
      PLACEHOLDER_IMAGE,
    );
    expect(
      nextImageSource("not a url at all", "not a url at all", { page: "x", backend: "x" }),
    ).toBe(PLACEHOLDER_IMAGE);
  });
});

// The content pages as the server sends them, before any script runs: each answers with its own
// heading. (What a browser does with them, with and without JavaScript, is
// tests/e2e/pages.spec.ts's.)
import { expect, test } from "vitest";
import { page } from "../support/html";
import { call } from "../support/shop";

test.each([
  ["/craft", "The Craft"],
  ["/portfolio", "Portfolio"],
  ["/contact", "Contact Us"],
  ["/about", "Our Story"],
  ["/thank-you", "No Order to Show"],
  ["/api-test", "API Test"],
  ["/image-test", "Image Test"],
])("%s is rendered on the server, headed '%s'", async (path, heading) => {
  const response = await call(path);
  expect(response.status).toBe(200);
  const headings = page(await response.text())
    .allByRole("heading", heading)
    .filter((element) => element.tag === "h1");
  expect(headings).toHaveLength(1);
});

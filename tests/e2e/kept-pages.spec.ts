// A kept catalogue page is the same bytes for every visitor: no nonce, its inline scripts allowed
// by their sha256 in its policy. In Chromium it must run whole: no script refused, the page
// hydrated, in both languages.
import { expect, test, type Page } from "@playwright/test";

/** Everything the browser refused under the page's policy, as it reports it. */
async function refusals(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as { refused?: string[] }).refused ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return refused;
}

test.describe("kept pages", () => {
  test("run their scripts under the hash policy and hydrate, in both languages @desktop", async ({
    page,
  }) => {
    const refused = await refusals(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const items = (await (await page.request.get("/api/collection")).json()) as { _id: string }[];
    const item = `/collection/${items[0]!._id}`;
    for (const path of ["/", "/collection", item, "/ar", "/ar/collection", `/ar${item}`]) {
      // The first visit may render it; the second is the kept copy.
      await page.request.get(path);
      const response = (await page.goto(path))!;
      expect(response.headers()["x-page-cache"], path).toBe("hit");
      const policy = response.headers()["content-security-policy"]!;
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(policy, path).not.toMatch(/nonce/);
      expect(await response.text(), path).not.toMatch(/nonce=/);
      // The boot script ran before the first paint, and React took over the page.
      await expect(page.locator("html"), path).toHaveClass(/\bjs\b/);
      await expect
        .poll(() => page.evaluate(() => "__remixRouter" in window), { message: path })
        .toBe(true);
      expect(
        await page.evaluate(() => (window as { refused?: string[] }).refused ?? []),
        path,
      ).toEqual([]);
    }
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
});

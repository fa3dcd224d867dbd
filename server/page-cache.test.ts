// The page cache on its own, with a hand-driven clock and catalogue version.
import { describe, expect, test } from "vitest";
import { pageCache } from "./page-cache";

const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";

function fakeShop() {
  const state = { now: 0, version: 1, bookings: 1, renders: 0 };
  const cache = pageCache({
    versions: () => ({ catalogue: state.version, bookings: state.bookings }),
    freshMs: 10_000,
    staleMs: 60_000,
    maxBytes: 64 * 1024,
    now: () => state.now,
  });
  /** What the shop renders: its number in the body, its nonce in the body and the policy. */
  const renderPage =
    (cacheControl = "public, no-cache", extra: Record<string, string> = {}) =>
    async () => {
      state.renders += 1;
      return new Response(`<script nonce="${NONCE}">render ${state.renders}</script>`, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": cacheControl,
          "Content-Security-Policy": `script-src 'self' 'nonce-${NONCE}'`,
          ...extra,
        },
      });
    };
  return { state, cache, renderPage };
}

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("page cache", () => {
  test("serves one render to every visitor, each copy with a nonce of its own", async () => {
    const { state, cache, renderPage } = fakeShop();
    const first = await cache.serve("/", renderPage());
    const second = await cache.serve("/", renderPage());
    expect(state.renders).toBe(1);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");

    const [one, two] = [await first.text(), await second.text()];
    expect(one).toContain("render 1");
    expect(two).toContain("render 1");
    expect(nonceIn(one)).not.toBe(nonceIn(two));
    expect(nonceIn(one)).not.toBe(NONCE);
    for (const [response, html] of [
      [first, one],
      [second, two],
    ] as const) {
      expect(response.headers.get("Content-Security-Policy")).toBe(
        `script-src 'self' 'nonce-${nonceIn(html)}'`,
      );
    }
  });

  test("visitors arriving during a render wait for it instead of rendering again", async () => {
    const { state, cache, renderPage } = fakeShop();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.serve("/", renderPage())),
    );
    expect(state.renders).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  test("a change to the catalogue makes the very next request render", async () => {
    const { state, cache, renderPage } = fakeShop();
    await cache.serve("/", renderPage());
    state.version += 1;
    const next = await cache.serve("/", renderPage());
    expect(await next.text()).toContain("render 2");
  });

  test("an order renders again only the pages that show the places left", async () => {
    const { state, cache, renderPage } = fakeShop();
    const itemPage = () => renderPage("public, no-cache", { "X-Shows-Bookings": "1" });
    await cache.serve("/collection", renderPage());
    await cache.serve("/collection/1", itemPage());
    state.bookings += 1;
    expect((await cache.serve("/collection", renderPage())).headers.get("X-Page-Cache")).toBe(
      "hit",
    );
    const item = await cache.serve("/collection/1", itemPage());
    expect(item.headers.get("X-Page-Cache")).toBe("miss");
    expect(await item.text()).toContain("render 3");
  });

  test("past its time a copy is still served while a newer one renders behind it", async () => {
    const { state, cache, renderPage } = fakeShop();
    await cache.serve("/", renderPage());
    state.now = 10_001;
    const stale = await cache.serve("/", renderPage());
    expect(await stale.text()).toContain("render 1");
    await expect.poll(() => state.renders).toBe(2);
    await expect
      .poll(async () => (await cache.serve("/", renderPage())).text())
      .toContain("render 2");
    expect(state.renders).toBe(2);
  });

  test("a copy too old to serve waits for a new render", async () => {
    const { state, cache, renderPage } = fakeShop();
    await cache.serve("/", renderPage());
    state.now = 70_001;
    expect(await (await cache.serve("/", renderPage())).text()).toContain("render 2");
  });

  test("keeps nothing the route calls personal, nothing that sets a cookie, no error", async () => {
    const { state, cache, renderPage } = fakeShop();
    const missing = async () => {
      state.renders += 1;
      return new Response("missing", { status: 404, headers: { "Cache-Control": "public" } });
    };
    for (const render of [
      renderPage("no-store"),
      renderPage("public, no-cache", { "Set-Cookie": "__admin=x" }),
      missing,
    ]) {
      const before = state.renders;
      await cache.serve("/page", render);
      await cache.serve("/page", render);
      expect(state.renders - before).toBe(2);
      expect(cache.size().pages).toBe(0);
    }
    const personal = await cache.serve("/p", renderPage("no-store"));
    expect(personal.headers.get("X-Page-Cache")).toBeNull();
    expect(personal.headers.get("Cache-Control")).toBe("no-store");
  });

  test("forgets the least recently used pages beyond its memory", async () => {
    const { cache } = fakeShop();
    const big = (n: number) => async () =>
      new Response(`${n}`.padEnd(12 * 1024, "x"), {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, no-cache" },
      });
    for (let page = 0; page < 10; page += 1) await cache.serve(`/${page}`, big(page));
    expect(cache.size().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size().pages).toBe(5);
    const oldest = await cache.serve("/0", big(100));
    expect((await oldest.text()).startsWith("100")).toBe(true);
  });
});

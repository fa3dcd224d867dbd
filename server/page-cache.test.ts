// The page cache on its own, with a hand-driven clock and catalogue version.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { pageCache, type PageCopy } from "./page-cache";

const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";

/** A copy as the visitor reads it: its plain body, its headers. */
const asResponse = (answer: PageCopy | Response) =>
  answer instanceof Response
    ? answer
    : new Response(new Uint8Array(answer.encoded("identity").body), {
        status: answer.status,
        headers: answer.headers,
      });

function fakeShop() {
  const state = { now: 0, version: 1, bookings: 1, renders: 0 };
  const cache = pageCache({
    versions: () => ({ catalogue: state.version, bookings: state.bookings }),
    freshMs: 10_000,
    staleMs: 60_000,
    maxBytes: 64 * 1024,
    now: () => state.now,
  });
  /** What the shop renders: its number in a script carrying the render's nonce. */
  const renderPage =
    (cacheControl = "public, no-cache", extra: Record<string, string> = {}) =>
    async () => {
      state.renders += 1;
      return new Response(`<script nonce="${NONCE}">render ${state.renders}</script>`, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": cacheControl,
          ...extra,
        },
      });
    };
  const serve = async (key: string, render: () => Promise<Response>) =>
    asResponse(await cache.serve(key, render, NONCE));
  return { state, cache: { ...cache, serve }, rawCache: cache, renderPage };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("page cache", () => {
  test("serves one render to every visitor: the same bytes, no nonce, its scripts by hash", async () => {
    const { state, rawCache, renderPage } = fakeShop();
    const first = await rawCache.serve("/", renderPage(), NONCE);
    const second = await rawCache.serve("/", renderPage(), NONCE);
    expect(state.renders).toBe(1);
    if (first instanceof Response || second instanceof Response) throw new Error("not kept");
    expect(new Headers(first.headers).get("X-Page-Cache")).toBe("miss");
    expect(new Headers(second.headers).get("X-Page-Cache")).toBe("hit");

    const html = first.encoded("identity").body.toString("utf8");
    expect(html).toBe("<script>render 1</script>");
    expect(first.scriptHashes).toEqual([`'sha256-${sha256("render 1")}'`]);
    for (const encoding of ["identity", "gzip", "br"] as const) {
      expect(second.encoded(encoding)).toEqual(first.encoded(encoding));
    }
    expect(gunzipSync(first.encoded("gzip").body).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(first.encoded("br").body).toString("utf8")).toBe(html);
    const etags = new Set(["identity", "gzip", "br"].map((e) => first.encoded(e as "br").etag));
    expect(etags.size).toBe(3);
    // A shared cache in front may keep it as long as this one does; browsers ask each time.
    expect(new Headers(first.headers).get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
    );
  });

  test("a new render is new bytes with a new ETag", async () => {
    const { state, rawCache, renderPage } = fakeShop();
    const before = await rawCache.serve("/", renderPage(), NONCE);
    state.version += 1;
    const after = await rawCache.serve("/", renderPage(), NONCE);
    if (before instanceof Response || after instanceof Response) throw new Error("not kept");
    expect(after.encoded("gzip").etag).not.toBe(before.encoded("gzip").etag);
    expect(after.scriptHashes).not.toEqual(before.scriptHashes);
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

// The page cache as visitors meet it on the running server: catalogue pages rendered once and
// served again, the same bytes for every visitor (their scripts allowed by hash, no nonce), every
// catalogue write shown on the very next request (through the API or straight into the
// database), and nothing personal ever kept.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { page as read } from "../support/html";
import {
  callShop,
  createBouquet,
  editBouquet,
  orderBody,
  postJson,
  type Answer,
  sharedShopWithBouquet,
} from "../support/server-process";

const the = sharedShopWithBouquet({}, { title: "Morning Vows" });

const visit = (path: string, cookie = "mf_variant=black") =>
  callShop(the.shop, path, { headers: { Cookie: cookie } });

const scriptNonces = (html: string) =>
  new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const policyOf = (answer: Answer) => String(answer.headers["content-security-policy"]);
const policyNonce = (answer: Answer) => /'nonce-([^']+)'/.exec(policyOf(answer))?.[1];
/** The script-src sources of an answer's policy. */
const scriptSources = (answer: Answer) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(policyOf(answer))?.[1]?.split(" ") ?? [];
/** The sha256 source of every inline script in a page. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/(?:^|\s)src=/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
const decoded = (answer: Answer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.bytes)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.bytes)
      : answer.bytes
  ).toString("utf8");

describe("catalogue pages", () => {
  test("are rendered once and served again, the same bytes for every visitor", async () => {
    const from = (address: string, encoding?: string) =>
      callShop(the.shop, "/collection", {
        from: address,
        headers: {
          Cookie: "mf_variant=black",
          ...(encoding ? { "Accept-Encoding": encoding } : {}),
        },
      });
    for (const encoding of [undefined, "gzip", "gzip, deflate, br"]) {
      const first = await from("127.0.0.2", encoding);
      const second = await from("127.0.0.3", encoding);
      expect(first.status).toBe(200);
      expect(second.headers["x-page-cache"]).toBe("hit");
      expect(second.headers["content-encoding"]).toBe(first.headers["content-encoding"]);
      expect(second.bytes.equals(first.bytes), `${encoding}`).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(Number(second.headers["content-length"])).toBe(second.bytes.length);
      expect(second.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
    }
    // Each encoding is stored once: the three are one page, the smallest the browser takes.
    const browser = await from("127.0.0.2", "gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.bytes.length).toBeLessThan((await from("127.0.0.3", "gzip")).bytes.length);
    const plain = await from("127.0.0.2");
    expect(decoded(await from("127.0.0.3", "gzip"))).toBe(plain.text);
    expect(decoded(await from("127.0.0.3", "br"))).toBe(plain.text);
  });

  test("run their inline scripts by hash: no nonce in the page or its policy", async () => {
    await visit("/collection");
    const page = await visit("/collection");
    expect(page.headers["x-page-cache"]).toBe("hit");
    expect(scriptNonces(page.text).size).toBe(0);
    expect(policyOf(page)).not.toMatch(/nonce-/);
    const hashes = inlineScriptHashes(page.text);
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(scriptSources(page)).toEqual(["'self'", ...new Set(hashes)]);
    // Every other directive as a page rendered for one visitor has it.
    const personal = await visit("/admin");
    const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*/, "");
    expect(withoutScripts(policyOf(page))).toBe(withoutScripts(policyOf(personal)));
    for (const name of ["x-frame-options", "x-content-type-options", "referrer-policy"]) {
      expect(page.headers[name], name).toBe(personal.headers[name]);
    }
    expect(page.headers["permissions-policy"]).toBe(personal.headers["permissions-policy"]);
  });

  test("may be kept by a shared cache, and a browser holding the copy is told so", async () => {
    const first = await visit("/portfolio");
    const page = await visit("/portfolio");
    expect(page.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
    );
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(page.headers.etag).toBe(first.headers.etag);
    const again = await callShop(the.shop, "/portfolio", {
      headers: { Cookie: "mf_variant=black", "If-None-Match": String(page.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    const other = await callShop(the.shop, "/portfolio", {
      headers: { Cookie: "mf_variant=black", "If-None-Match": '"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  test("a kept copy goes out whole with its length and every answer's headers; HEAD without its body", async () => {
    await visit("/portfolio");
    const page = await visit("/portfolio");
    expect(page.headers["x-page-cache"]).toBe("hit");
    expect(Number(page.headers["content-length"])).toBe(Buffer.byteLength(page.text));
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers["x-shows-bookings"]).toBeUndefined();

    const head = await callShop(the.shop, "/portfolio", {
      method: "HEAD",
      headers: { Cookie: "mf_variant=black" },
    });
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.text).toBe("");
    expect(head.headers["content-type"]).toBe(page.headers["content-type"]);
  });

  test("a browser that accepts compression gets the copy compressed once, the same each time", async () => {
    const path = "/collection?sort=price-low";
    const gzipVisit = () =>
      callShop(the.shop, path, {
        headers: { Cookie: "mf_variant=black", "Accept-Encoding": "gzip, deflate" },
      });
    const answers = [await gzipVisit(), await gzipVisit(), await gzipVisit()];
    const plain = await visit(path);
    expect(answers.map((answer) => answer.headers["x-page-cache"])).toEqual(["miss", "hit", "hit"]);
    for (const answer of answers) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      expect(decoded(answer)).toBe(plain.text);
      expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
      expect(answer.bytes.length).toBeLessThanOrEqual(gzipSync(plain.text).length);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  test("a first visit is served from the cache too, and still gets its colour variant", async () => {
    await visit("/about", "mf_variant=accent");
    await visit("/about", "mf_variant=black");
    const firstVisit = await callShop(the.shop, "/about");
    expect(firstVisit.headers["x-page-cache"]).toBe("hit");
    const cookie = String(firstVisit.headers["set-cookie"]);
    const variant = /mf_variant=(black|accent)/.exec(cookie)?.[1];
    expect(variant).toBeDefined();
    expect(firstVisit.text).toContain(`data-primary-variant="${variant}"`);
    // It hands out a variant: no shared cache may give it to anyone else.
    expect(firstVisit.headers["cache-control"]).toBe("private, no-cache");
  });

  test("an edit through the API shows on the very next request", async () => {
    const page = `/collection/${the.bouquet._id}`;
    await visit(page);
    const before = await visit(page);
    expect(before.headers["x-page-cache"]).toBe("hit");
    const edited = await editBouquet(the.shop, the.token, the.bouquet._id, {
      title: "Evening Vows",
    });
    expect(edited.status).toBe(200);

    const next = await visit(page);
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.text).toContain("Evening Vows");
    expect(next.text).not.toContain("Morning Vows");
    expect(next.headers.etag).not.toBe(before.headers.etag);
    // A browser holding the old copy is sent the new one.
    const held = await callShop(the.shop, page, {
      headers: { Cookie: "mf_variant=black", "If-None-Match": String(before.headers.etag) },
    });
    expect(held.status).toBe(200);
    expect(held.text).toBe(next.text);
    expect((await visit("/collection")).text).toContain("Evening Vows");
  });

  test("a change written straight into the database shows on the very next request", async () => {
    await visit("/collection");
    const sqlite = new Database(join(the.shop.dir, "shop.db"));
    try {
      sqlite.prepare("update items set in_stock = 0 where id = ?").run(the.bouquet._id);
    } finally {
      sqlite.close();
    }
    const next = await visit("/collection");
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.text).toContain("Sold out");
  });

  test("the Arabic pages are kept apart, and an Arabic text written renders both languages again", async () => {
    await visit("/collection");
    await visit("/ar/collection");
    const arabicCopy = await visit("/ar/collection");
    expect(arabicCopy.headers["x-page-cache"]).toBe("hit");
    expect(read(arabicCopy.text).one("html").attrs.lang).toBe("ar");
    expect((await visit("/collection")).headers["x-page-cache"]).toBe("hit");

    const edited = await editBouquet(the.shop, the.token, the.bouquet._id, {
      titleAr: "عهود المساء",
    });
    expect(edited.status).toBe(200);

    const arabic = await visit("/ar/collection");
    expect(arabic.headers["x-page-cache"]).toBe("miss");
    expect(arabic.text).toContain("عهود المساء");
    const english = await visit("/collection");
    expect(english.headers["x-page-cache"]).toBe("miss");
    expect(english.text).not.toContain("عهود المساء");
  });

  test("an order renders again the item page, which shows the places left, and nothing else", async () => {
    const ordered = await createBouquet(the.shop, the.token, { title: "Desert Dawn" });
    const page = `/collection/${ordered._id}`;
    await visit("/collection");
    await visit(page);
    expect((await visit(page)).headers["x-page-cache"]).toBe("hit");
    const placed = await postJson(the.shop, "/api/orders", orderBody(ordered));
    expect(placed.status, placed.text).toBe(201);
    expect((await visit("/collection")).headers["x-page-cache"]).toBe("hit");
    const next = await visit(page);
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.headers["x-shows-bookings"]).toBeUndefined();
  });

  test("a visitor saving data gets a copy of their own, without the craft film", async () => {
    const savingData = () =>
      callShop(the.shop, "/craft", { headers: { Cookie: "mf_variant=black", "Save-Data": "on" } });
    await visit("/craft");
    expect((await visit("/craft")).headers["x-page-cache"]).toBe("hit");
    const saving = await savingData();
    expect(saving.headers["x-page-cache"]).toBe("miss");
    expect(saving.headers["vary"]).toMatch(/Save-Data/);
    expect(saving.text).not.toContain("<video");
    expect((await savingData()).headers["x-page-cache"]).toBe("hit");
    expect((await visit("/craft")).headers["x-page-cache"]).toBe("hit");
  });

  test("the JSON catalogue may be kept briefly by browsers", async () => {
    const list = await callShop(the.shop, "/api/collection");
    expect(list.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=60");
    // The JSON API wears no colours: no variant cookie, one copy for every visitor.
    expect(list.headers["set-cookie"]).toBeUndefined();
    expect((await callShop(the.shop, "/api/collection")).headers["x-page-cache"]).toBe("hit");
  });
});

describe("nothing personal is kept", () => {
  test("the checkout step, the thank-you page and the admin are never stored", async () => {
    const sqlite = new Database(join(the.shop.dir, "shop.db"));
    try {
      sqlite.prepare("update items set in_stock = 1 where id = ?").run(the.bouquet._id);
    } finally {
      sqlite.close();
    }
    const checkout = `/collection/${the.bouquet._id}?size=Signature&date=${deliverableDate()}&time=afternoon&step=details`;
    for (const path of [checkout, "/thank-you", "/admin"]) {
      for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
        const answer = await visit(path);
        expect(answer.headers["cache-control"], path).toBe("no-store");
        expect(answer.headers["x-page-cache"], path).toBeUndefined();
      }
    }
  });

  test("a page rendered for one visitor runs its scripts by that response's nonce", async () => {
    const checkout = `/collection/${the.bouquet._id}?size=Signature&date=${deliverableDate()}&time=afternoon&step=details`;
    for (const path of [checkout, "/admin"]) {
      const [one, two] = [await visit(path), await visit(path)];
      for (const answer of [one, two]) {
        const nonce = policyNonce(answer);
        expect(nonce, path).toBeDefined();
        expect([...scriptNonces(answer.text)], path).toEqual([nonce]);
        expect(scriptSources(answer), path).toEqual(["'self'", `'nonce-${nonce}'`]);
        expect(answer.headers.etag, path).toBeUndefined();
      }
      expect(policyNonce(one)).not.toBe(policyNonce(two));
    }
  });

  test("a visitor with any cookie but the colour variant's gets a page rendered for them", async () => {
    await visit("/");
    const signedIn = await visit("/", "mf_variant=black; __admin=someone");
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
  });
});

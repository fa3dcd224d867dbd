// The page cache as visitors meet it on the running server: catalogue pages rendered once and
// served again, each copy with a nonce of its own, every catalogue write shown on the very next
// request (through the API or straight into the database), and nothing personal ever kept.
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import {
  callShop,
  createBouquet,
  orderBody,
  postJson,
  startShopWithBouquet,
  type Answer,
  type ShopProcess,
} from "../support/server-process";

let shop: ShopProcess;
let token: string;
let bouquet: { _id: string };

beforeAll(async () => {
  ({ shop, token, bouquet } = await startShopWithBouquet({}, { title: "Morning Vows" }));
});

afterAll(() => shop.stop());

const visit = (path: string, cookie = "mf_variant=black") =>
  callShop(shop, path, { headers: { Cookie: cookie } });

const scriptNonces = (html: string) =>
  new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const policyNonce = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

describe("catalogue pages", () => {
  test("are rendered once and served again, each copy with its own nonce", async () => {
    const first = await visit("/collection");
    const second = await visit("/collection");
    expect(first.status).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    for (const answer of [first, second]) {
      expect([...scriptNonces(answer.text)]).toEqual([policyNonce(answer)]);
    }
    expect(policyNonce(first)).not.toBe(policyNonce(second));
    const withoutNonce = (answer: Answer) => answer.text.replaceAll(policyNonce(answer)!, "");
    expect(withoutNonce(second)).toBe(withoutNonce(first));
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

    const head = await callShop(shop, "/portfolio", {
      method: "HEAD",
      headers: { Cookie: "mf_variant=black" },
    });
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.text).toBe("");
    expect(head.headers["content-type"]).toBe(page.headers["content-type"]);
  });

  test("a browser that accepts gzip gets each copy compressed, with a nonce of its own", async () => {
    const path = "/collection?sort=price-low";
    const gzipVisit = () =>
      callShop(shop, path, {
        headers: { Cookie: "mf_variant=black", "Accept-Encoding": "gzip, deflate, br" },
      });
    const answers = [await gzipVisit(), await gzipVisit(), await gzipVisit()];
    const plain = await visit(path);
    expect(answers.map((answer) => answer.headers["x-page-cache"])).toEqual(["miss", "hit", "hit"]);
    const withoutNonce = (html: string, nonce: string) => html.replaceAll(nonce, "");
    for (const answer of answers) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      const html = (
        answer.headers["content-encoding"] === "br" ? brotliDecompressSync : gunzipSync
      )(answer.bytes).toString("utf8");
      const nonce = policyNonce(answer)!;
      expect([...scriptNonces(html)]).toEqual([nonce]);
      expect(withoutNonce(html, nonce)).toBe(withoutNonce(plain.text, policyNonce(plain)!));
    }
    for (const kept of answers.slice(1)) {
      expect(kept.headers["content-encoding"]).toBe("gzip");
      expect(Number(kept.headers["content-length"])).toBe(kept.bytes.length);
      // Compressed in pieces around the nonces, about as small as the whole page compressed at once.
      expect(kept.bytes.length).toBeLessThan(gzipSync(plain.text).length * 1.25);
    }
    expect(new Set(answers.map(policyNonce)).size).toBe(3);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  test("a first visit is served from the cache too, and still gets its colour variant", async () => {
    await visit("/about", "mf_variant=accent");
    await visit("/about", "mf_variant=black");
    const firstVisit = await callShop(shop, "/about");
    expect(firstVisit.headers["x-page-cache"]).toBe("hit");
    const cookie = String(firstVisit.headers["set-cookie"]);
    const variant = /mf_variant=(black|accent)/.exec(cookie)?.[1];
    expect(variant).toBeDefined();
    expect(firstVisit.text).toContain(`data-primary-variant="${variant}"`);
  });

  test("an edit through the API shows on the very next request", async () => {
    const page = `/collection/${bouquet._id}`;
    await visit(page);
    expect((await visit(page)).headers["x-page-cache"]).toBe("hit");
    const form = new FormData();
    form.set("title", "Evening Vows");
    const encoded = new Response(form);
    const edited = await callShop(shop, `/api/collection/${bouquet._id}`, {
      method: "PUT",
      token,
      headers: { "Content-Type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(edited.status).toBe(200);

    const next = await visit(page);
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.text).toContain("Evening Vows");
    expect(next.text).not.toContain("Morning Vows");
    expect((await visit("/collection")).text).toContain("Evening Vows");
  });

  test("a change written straight into the database shows on the very next request", async () => {
    await visit("/collection");
    const sqlite = new Database(join(shop.dir, "shop.db"));
    try {
      sqlite.prepare("update items set in_stock = 0 where id = ?").run(bouquet._id);
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
    expect(arabicCopy.text).toContain('lang="ar"');
    expect((await visit("/collection")).headers["x-page-cache"]).toBe("hit");

    const form = new FormData();
    form.set("titleAr", "عهود المساء");
    const encoded = new Response(form);
    const edited = await callShop(shop, `/api/collection/${bouquet._id}`, {
      method: "PUT",
      token,
      headers: { "Content-Type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
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
    const ordered = await createBouquet(shop, token, { title: "Desert Dawn" });
    const page = `/collection/${ordered._id}`;
    await visit("/collection");
    await visit(page);
    expect((await visit(page)).headers["x-page-cache"]).toBe("hit");
    const placed = await postJson(shop, "/api/orders", orderBody(ordered));
    expect(placed.status, placed.text).toBe(201);
    expect((await visit("/collection")).headers["x-page-cache"]).toBe("hit");
    const next = await visit(page);
    expect(next.headers["x-page-cache"]).toBe("miss");
    expect(next.headers["x-shows-bookings"]).toBeUndefined();
  });

  test("a visitor saving data gets a copy of their own, without the craft film", async () => {
    const savingData = () =>
      callShop(shop, "/craft", { headers: { Cookie: "mf_variant=black", "Save-Data": "on" } });
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
    const list = await callShop(shop, "/api/collection");
    expect(list.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=60");
    // The JSON API wears no colours: no variant cookie, one copy for every visitor.
    expect(list.headers["set-cookie"]).toBeUndefined();
    expect((await callShop(shop, "/api/collection")).headers["x-page-cache"]).toBe("hit");
  });
});

describe("nothing personal is kept", () => {
  test("the checkout step, the thank-you page and the admin are never stored", async () => {
    const sqlite = new Database(join(shop.dir, "shop.db"));
    try {
      sqlite.prepare("update items set in_stock = 1 where id = ?").run(bouquet._id);
    } finally {
      sqlite.close();
    }
    const checkout = `/collection/${bouquet._id}?size=Signature&date=${deliverableDate()}&time=afternoon&step=details`;
    for (const path of [checkout, "/thank-you", "/admin"]) {
      for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
        const answer = await visit(path);
        expect(answer.headers["cache-control"], path).toBe("no-store");
        expect(answer.headers["x-page-cache"], path).toBeUndefined();
      }
    }
  });

  test("a visitor with any cookie but the colour variant's gets a page rendered for them", async () => {
    await visit("/");
    const signedIn = await visit("/", "mf_variant=black; __admin=someone");
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
  });
});

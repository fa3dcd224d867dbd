// A copy's gzip stream, put together around its own nonce, must read back exactly as the page.
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { deflatePieces, splicedGzip } from "./spliced-gzip";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">start()</script></head><body>${"<p>Roses, peonies and ranunculus.</p>".repeat(2000)}<script nonce="${nonce}">end()</script></body></html>`;

describe("spliced gzip", () => {
  test("reads back as the page with the nonce it was given, each time another", () => {
    const stored = "STORED-NONCE";
    const plain = page(stored)
      .split(stored)
      .map((piece) => Buffer.from(piece));
    const deflated = deflatePieces(plain);
    for (const nonce of [randomBytes(16).toString("base64"), randomBytes(16).toString("base64")]) {
      const gzip = Buffer.concat(splicedGzip(plain, deflated, Buffer.from(nonce)));
      expect(gunzipSync(gzip).toString()).toBe(page(nonce));
      // Compressed once, it stays small: far under the page's own size.
      expect(gzip.length).toBeLessThan(page(nonce).length / 20);
    }
  });

  test("a page without a nonce, an empty piece and bytes beyond ASCII", () => {
    const cases = [["<p>ünïcode — ✿</p>"], ["", "<p>after</p>", ""]];
    for (const pieces of cases) {
      const plain = pieces.map((piece) => Buffer.from(piece));
      const gzip = Buffer.concat(splicedGzip(plain, deflatePieces(plain), Buffer.from("n0nce")));
      expect(gunzipSync(gzip).toString()).toBe(pieces.join("n0nce"));
    }
  });
});

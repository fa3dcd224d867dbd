// What our server does for every request, tested against the running process: body limits while
// reading (chunked too) with the connection closed after an early answer, the headers every
// response carries, request ids, and the settings it refuses to start with.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callShop, postJson, startShopProcess, type ShopProcess } from "../support/server-process";

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShopProcess({ PUBLIC_URL: "https://shop.example" });
});
afterAll(() => shop.stop());

const twoMegabytes = () => JSON.stringify({ customerName: "x".repeat(2 * 1024 * 1024) });

/** Sends a body in chunks without a Content-Length (Transfer-Encoding: chunked). */
function postChunked(path: string, chunks: number, chunkBytes: number, contentType: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (done, fail) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: shop.port,
          path,
          method: "POST",
          headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" },
          agent: false,
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () =>
            done({ status: response.statusCode ?? 0, headers: response.headers, text }),
          );
        },
      );
      // The server may close the connection before every chunk is out: that is its answer.
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "EPIPE" && error.code !== "ECONNRESET") fail(error);
      });
      let sent = 0;
      const pump = () => {
        while (sent < chunks) {
          sent += 1;
          if (!request.write(Buffer.alloc(chunkBytes, 0x61))) return request.once("drain", pump);
        }
        request.end();
      };
      pump();
    },
  );
}

describe("body limits", () => {
  test("a JSON body over 1 MB is refused with 413 JSON before it is read, and the connection closes", async () => {
    const answer = await callShop(shop, "/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: twoMegabytes(),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.json()).toEqual({ error: expect.stringMatching(/at most 1 MB/) });
  });

  test("a chunked body is counted as it streams and cut at the limit", async () => {
    const json = await postChunked("/api/orders", 40, 64 * 1024, "application/json");
    expect(json.status).toBe(413);
    expect(JSON.parse(json.text).error).toMatch(/at most 1 MB/);
    expect(json.headers.connection).toBe("close");

    const page = await postChunked("/contact", 40, 64 * 1024, "application/x-www-form-urlencoded");
    expect(page.status).toBe(413);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.text).toContain("too large");
  });

  test("a multipart upload may be larger (30 MB) but not more", async () => {
    const answer = await callShop(shop, "/api/images", {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(31 * 1024 * 1024),
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.json().error).toMatch(/30MB/);
  });

  test("after an early answer a kept-alive client goes on with a fresh connection, never a reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Warm the kept-alive connection first.
      expect((await callShop(shop, "/api/health", { agent })).status).toBe(200);
      const refused = await callShop(shop, "/api/orders", {
        agent,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: twoMegabytes(),
      });
      expect(refused.status).toBe(413);
      for (let again = 0; again < 3; again += 1) {
        expect((await callShop(shop, "/api/health", { agent })).status).toBe(200);
      }
      // An answer the app gives without reading the body (no token) closes the connection too.
      const unread = await callShop(shop, "/api/categories", {
        agent,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(500_000) }),
      });
      expect(unread.status).toBe(401);
      expect((await callShop(shop, "/api/health", { agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("headers on every response", () => {
  test("JSON, pages, images, assets and 404s carry nosniff, referrer policy, frame protection, HSTS and a request id", async () => {
    const page = await callShop(shop, "/");
    const asset = page.text.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const answers = {
      json: await callShop(shop, "/api/health"),
      page,
      asset: await callShop(shop, asset!),
      favicon: await callShop(shop, "/favicon.svg"),
      missingJson: await callShop(shop, "/api/nothing-here"),
      missingPage: await callShop(shop, "/no/such/page"),
      tooLarge: await postJson(shop, "/api/orders", { x: "y".repeat(1_100_000) }),
    };
    const ids = new Set<string>();
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
      expect(answer.headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-frame-options"], name).toBe("DENY");
      expect(answer.headers["strict-transport-security"], name).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(answer.headers["x-request-id"], name).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(answer.headers["x-request-id"]));
    }
    expect(ids.size).toBe(Object.keys(answers).length);
    // A catalogue page is kept, the same for everyone: its scripts are allowed by their hashes.
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(answers.asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("absolute URLs come from PUBLIC_URL, never from the request's Host", async () => {
    const robots = await callShop(shop, "/robots.txt", { headers: { Host: "evil.example" } });
    expect(robots.text).toContain("https://shop.example/sitemap.xml");
    expect(robots.text).not.toContain("evil.example");
    const sitemap = await callShop(shop, "/sitemap.xml", { headers: { Host: "evil.example" } });
    expect(sitemap.text).toContain("<loc>https://shop.example/</loc>");
    expect(sitemap.text).not.toContain("evil.example");
  });
});

describe("settings the server refuses", () => {
  test("production with Stripe and no PUBLIC_URL does not start, and says why", async () => {
    await expect(
      startShopProcess({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }),
    ).rejects.toThrow(/PUBLIC_URL: required with PAYMENT_PROVIDER=stripe in production/);
  });

  test("Stripe without its keys does not start", async () => {
    await expect(
      startShopProcess({ PAYMENT_PROVIDER: "stripe", PUBLIC_URL: "https://shop.example" }),
    ).rejects.toThrow(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/);
  });

  test("HOST keeps the shop on this machine; TRUST_PROXY without it is warned about", async () => {
    const local = await startShopProcess({ HOST: "127.0.0.1", TRUST_PROXY: "1" });
    try {
      expect((await callShop(local, "/api/health")).status).toBe(200);
      expect(local.logLines().some((line) => String(line.msg).startsWith("TRUST_PROXY"))).toBe(
        false,
      );
    } finally {
      await local.stop();
    }
    const open = await startShopProcess({ TRUST_PROXY: "1" });
    try {
      expect(open.logLines().some((line) => String(line.msg).includes("Set HOST=127.0.0.1"))).toBe(
        true,
      );
    } finally {
      await open.stop();
    }
  });

  test("without HTTPS in PUBLIC_URL there is no HSTS", async () => {
    const plain = await startShopProcess({ PUBLIC_URL: "http://localhost:3000" });
    try {
      const answer = await callShop(plain, "/api/health");
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});

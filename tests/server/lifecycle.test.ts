// Stopping the shop: SIGTERM lets every request in flight finish and exits 0; kill -9 at any
// moment loses no order the shop acknowledged.
import http from "node:http";
import { describe, expect, test } from "vitest";
import {
  callShop,
  nthCustomerOrder,
  postJson,
  signIn,
  startShopProcess,
  startShopWithBouquet,
  type ShopProcess,
} from "../support/server-process";

/** Starts a POST whose body is held back until `finish` is called. */
function slowOrder(shop: ShopProcess, body: string) {
  let finish = () => {};
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: shop.port,
        path: "/api/orders",
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        agent: false,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => done({ status: response.statusCode ?? 0, text }));
        response.on("error", fail);
      },
    );
    request.on("error", fail);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    finish = () => request.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

async function logLine(shop: ShopProcess, message: string) {
  await expect.poll(() => shop.logLines().some((line) => line.msg === message)).toBe(true);
}

describe("SIGTERM", () => {
  test("requests in flight finish, new connections are refused, the database closes, exit 0", async () => {
    const { shop, bouquet } = await startShopWithBouquet({ RATE_LIMIT_ORDERS: "0" });

    const slow = slowOrder(shop, JSON.stringify(nthCustomerOrder(bouquet, 1)));
    // A burst under way as well.
    const burst = Array.from({ length: 30 }, (_, n) =>
      postJson(shop, "/api/orders", nthCustomerOrder(bouquet, 100 + n)).then(
        (answer) => ({ ok: true as const, status: answer.status }),
        (error: NodeJS.ErrnoException) => ({ ok: false as const, code: error.code }),
      ),
    );
    // Connections are accepted in the order they arrive: once a later one has its answer, the
    // slow order is being read.
    expect((await callShop(shop, "/api/health")).status).toBe(200);
    shop.child.kill("SIGTERM");
    await logLine(shop, "stopping: finishing the requests in flight");

    // No new connection once stopping.
    await expect(callShop(shop, "/api/health")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    slow.finish();
    const finished = await slow.answer;
    expect(finished.status).toBe(201);
    const settled = await Promise.all(burst);
    // Every request either finished properly or was never accepted: none was cut off.
    for (const result of settled) {
      if (result.ok) expect(result.status).toBe(201);
      else expect(result.code).toBe("ECONNREFUSED");
    }
    expect(await shop.exited).toBe(0);
    expect(shop.logLines().some((line) => line.msg === "stopped")).toBe(true);

    // Everything acknowledged is there after a restart on the same database.
    const again = await startShopProcess({ RATE_LIMIT_ORDERS: "0" }, shop.dir);
    try {
      const orders = (await callShop(again, "/api/orders", { token: await signIn(again) })).json();
      const acknowledged = 1 + settled.filter((result) => result.ok).length;
      expect(orders).toHaveLength(acknowledged);
    } finally {
      await again.stop();
    }
  });
});

describe("kill -9", () => {
  test("loses no acknowledged order, and a retry with the same key creates nothing twice", async () => {
    const { shop, bouquet } = await startShopWithBouquet({ RATE_LIMIT_ORDERS: "0" });
    const acknowledged: string[] = [];
    const keys: string[] = [];
    // What a customer's connection may end in when the shop dies under it: cut off in the middle
    // (reset) or, once it is gone, refused. Each is caught where it happens and checked below.
    const cutOff: (string | undefined)[] = [];
    const posting = Array.from({ length: 20 }, async (_, n) => {
      const key = `kill-nine-order-${n}`;
      const answer = await postJson(shop, "/api/orders", nthCustomerOrder(bouquet, n), {
        headers: { "Idempotency-Key": key },
      }).catch((error: NodeJS.ErrnoException) => {
        cutOff.push(error.code);
        return null;
      });
      if (answer?.status === 201) {
        acknowledged.push(answer.json().order._id as string);
        keys.push(key);
      }
    });
    // Kill it while the orders are arriving.
    await expect.poll(() => acknowledged.length, { interval: 1 }).toBeGreaterThan(3);
    shop.child.kill("SIGKILL");
    await Promise.all(posting);
    expect(await shop.exited).toBe(null);
    for (const code of cutOff) expect(["ECONNRESET", "ECONNREFUSED"]).toContain(code);

    const again = await startShopProcess({ RATE_LIMIT_ORDERS: "0" }, shop.dir);
    try {
      const adminToken = await signIn(again);
      const stored = (await callShop(again, "/api/orders", { token: adminToken })).json() as {
        _id: string;
      }[];
      const storedIds = new Set(stored.map((order) => order._id));
      for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
      // The customers' retries answer the orders they already have.
      for (const [index, key] of keys.entries()) {
        const n = Number(key.split("-").at(-1));
        const retry = await postJson(again, "/api/orders", nthCustomerOrder(bouquet, n), {
          headers: { "Idempotency-Key": key },
        });
        expect(retry.status).toBe(200);
        expect(retry.json().order._id).toBe(acknowledged[index]);
      }
      const after = (await callShop(again, "/api/orders", { token: adminToken })).json();
      expect(after).toHaveLength(stored.length);
    } finally {
      await again.stop();
    }
  });
});

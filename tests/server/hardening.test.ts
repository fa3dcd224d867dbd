// What the running server answers to requests a browser would never send, or an attacker would:
// a 30 MB multipart body at a public form, broken cookies, posts that are not forms or come from
// another site, refunds of nothing, Idempotency-Keys of any length, back links to other sites,
// and forwarded addresses from whom the shop should not believe them. Each is a short 4xx (a
// broken cookie is also cleared), logged as a warning at most: never a 500 or a stack.
import http from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import {
  ADMIN,
  callShop,
  orderBody,
  postJson,
  placeAndStartPayment,
  pressPayNow,
  startShopProcess,
  type Answer,
  type CallOptions,
  type ShopProcess,
  sharedShopWithBouquet,
} from "../support/server-process";

/** Limits on orders are not what this file is about. */
const NO_ORDER_LIMITS = { RATE_LIMIT_ORDERS: "0", UNPAID_ORDER_LIMIT: "0" };

const the = sharedShopWithBouquet(NO_ORDER_LIMITS, {
  title: "Ivory Cascade",
  price: 1450,
});

/** A fresh client address for each use: the public forms' per-address limit stays out of the way. */
let nextClient = 10;
const aClient = () => `127.0.1.${(nextClient += 1)}`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const postForm = (path: string, fields: Record<string, string>, options: CallOptions = {}) =>
  callShop(the.shop, path, {
    from: aClient(),
    ...options,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    body: form(fields),
  });

/** Waits (with a deadline) for a request's access log line: the request is then fully logged. */
async function logOf(answer: Answer): Promise<Record<string, unknown>[]> {
  const id = answer.headers["x-request-id"];
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = the.shop.logLines().filter((line) => line.requestId === id);
    if (lines.some((line) => line.msg === "request" || line.msg === "request failed")) return lines;
    if (Date.now() > deadline) throw new Error(`no access log line for ${String(id)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Nothing at error level and no stack anywhere in the log. */
function expectNoErrorLogged() {
  const bad = the.shop
    .logLines()
    .filter((line) => Number(line.level) >= 50 || JSON.stringify(line).includes("stack"));
  expect(bad).toEqual([]);
}

describe("a multipart body outside the admin's upload paths", () => {
  /**
   * Streams a body of `total` bytes in 64 KB pieces, each sent once the last is on its way, and
   * stops when the answer comes: how much had been sent by then tells whether it was read. With
   * `firstPieceOnly`, one piece is sent and the answer awaited (for a body whose declared length
   * is enough to refuse it): none comes within 10 s when the server waits for the rest.
   */
  function streamTo(
    path: string,
    total: number,
    headers: Record<string, string>,
    { firstPieceOnly = false } = {},
  ) {
    return new Promise<{ status: number; text: string; connection?: string; sent: number }>(
      (done, fail) => {
        let sent = 0;
        let answered = false;
        const deadline = setTimeout(() => {
          request.destroy();
          fail(new Error(`no answer after ${sent} bytes: the server is reading the body`));
        }, 10_000);
        const finish = (answer: { status: number; text: string; connection?: string }) => {
          clearTimeout(deadline);
          done({ ...answer, sent });
          request.destroy();
        };
        const request = http.request(
          { host: "127.0.0.1", port: the.shop.port, path, method: "POST", headers, agent: false },
          (response) => {
            answered = true;
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () =>
              finish({
                status: response.statusCode ?? 0,
                text,
                connection: response.headers.connection,
              }),
            );
          },
        );
        // The server closes the connection once it has answered. A client still sending then may
        // be reset before it reads the answer: the body was cut off all the same (status 0).
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (answered) return;
          clearTimeout(deadline);
          if (error.code !== "EPIPE" && error.code !== "ECONNRESET") return fail(error);
          answered = true;
          finish({ status: 0, text: "" });
        });
        const piece = Buffer.alloc(64 * 1024, 0x61);
        const next = () => {
          if (answered || request.destroyed) return;
          if (sent >= total) return request.end();
          sent += piece.length;
          request.write(piece, () => {
            if (!firstPieceOnly) setImmediate(next);
          });
        };
        next();
      },
    );
  }

  const THIRTY_MB = 30 * 1024 * 1024;

  test("30 MB to a public form is refused with 413 before the body is sent, declared or chunked", async () => {
    const multipart = "multipart/form-data; boundary=----hardening";
    for (const path of ["/contact", "/newsletter", `/collection/${the.bouquet._id}`]) {
      const declared = await streamTo(
        path,
        THIRTY_MB,
        { "Content-Type": multipart, "Content-Length": String(THIRTY_MB) },
        { firstPieceOnly: true },
      );
      expect(declared.status, path).toBe(413);
      expect(declared.connection, path).toBe("close");
      expect(declared.text, path).toContain("at most 1 MB");
      expect(declared.sent, path).toBeLessThan(THIRTY_MB);

      const chunked = await streamTo(path, THIRTY_MB, {
        "Content-Type": multipart,
        "Transfer-Encoding": "chunked",
      });
      expect([413, 0], path).toContain(chunked.status);
      expect(chunked.sent, path).toBeLessThan(THIRTY_MB);
    }
  });

  test("the upload paths still take more than 1 MB", async () => {
    const body = new FormData();
    body.set("image", new Blob([new Uint8Array(2 * 1024 * 1024)]), "big.png");
    const encoded = new Response(body);
    const type = { "Content-Type": encoded.headers.get("content-type")! };
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const upload = await callShop(the.shop, "/api/images", {
      method: "POST",
      token: the.token,
      headers: type,
      body: bytes,
    });
    // Read whole and judged as a picture (not one): not refused for its size.
    expect(upload.status).not.toBe(413);
    expect(upload.status).toBeLessThan(500);
    // The admin's item pages, with and without scripts, and the form's own upload: what they answer
    // without a session is beside the point, only that their size is not refused.
    const item = the.bouquet._id;
    for (const path of [
      "/admin/create",
      "/admin/create.data",
      `/admin/collection/${item}/edit`,
      `/admin/collection/${item}/edit.data`,
      "/admin/images",
    ]) {
      const answer = await callShop(the.shop, path, { method: "POST", headers: type, body: bytes });
      expect(answer.status, path).not.toBe(413);
    }
  });

  test("a small multipart form still works on a page, and a broken one is a 400", async () => {
    const body = new FormData();
    body.set("email", "multipart@example.com");
    body.set("from", "/about");
    const encoded = new Response(body);
    const signed = await callShop(the.shop, "/newsletter", {
      from: aClient(),
      method: "POST",
      headers: { "Content-Type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(signed.status).toBe(302);
    expect(signed.headers.location).toBe("/about?newsletter=thanks#newsletter");

    const broken = await callShop(the.shop, "/newsletter", {
      from: aClient(),
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "this is not multipart",
    });
    expect(broken.status).toBe(400);
    expect(broken.text).toBe("The form could not be read. Please send it again.");
    expect((await logOf(broken)).map((line) => line.level)).toContain(40);
    expectNoErrorLogged();
  });
});

/** The admin signed in through the sign-in page: its session cookie and the forms' CSRF field. */
async function adminBrowser() {
  const cookieOf = (answer: Answer, previous: string) =>
    (answer.headers["set-cookie"] ?? [])
      .map((cookie) => cookie.split(";")[0]!)
      .find((pair) => pair.startsWith("__admin=")) ?? previous;
  const csrfOf = (answer: Answer) => answer.text.match(/name="csrf" value="([^"]+)"/)![1]!;
  const first = await callShop(the.shop, "/admin");
  let cookie = cookieOf(first, "");
  const login = await callShop(the.shop, "/admin?index", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ csrf: csrfOf(first), username: ADMIN.username, password: ADMIN.password }),
  });
  expect(login.status).toBe(302);
  cookie = cookieOf(login, cookie);
  const dashboard = await callShop(the.shop, "/admin/dashboard", { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  return { cookie, csrf: csrfOf(dashboard) };
}

describe("no 500 for what a browser would not send", () => {
  test("a cookie of the shop's with broken encoding: 400 in words, cleared, no error", async () => {
    for (const broken of ["%", "%E0%A4%A", "black%zz"]) {
      for (const [path, cookie] of [
        ["/", `mf_variant=${broken}`],
        [`/collection/${the.bouquet._id}`, `mf_variant=${broken}; __admin=${broken}`],
        ["/admin", `__admin=${broken}`],
        ["/admin", `__admin_device=${broken}`],
      ] as const) {
        const page = await callShop(the.shop, path, { headers: { Cookie: cookie } });
        expect(page.status, `${path} ${cookie}`).toBe(400);
        expect(page.text).toContain("cannot read");
        const cleared = String(page.headers["set-cookie"]);
        for (const name of cookie.split("; ").map((part) => part.split("=")[0]!)) {
          expect(cleared, name).toContain(`${name}=; Path=/; Max-Age=0`);
        }
        await logOf(page);
      }
      const posted = await postForm(
        "/newsletter",
        { email: "cookie@example.com" },
        { headers: { Cookie: `mf_variant=${broken}` } },
      );
      expect(posted.status, broken).toBe(400);
      await logOf(posted);
    }
    // Someone else's cookie with broken encoding is none of the shop's business.
    const page = await callShop(the.shop, "/", { headers: { Cookie: "other=%" } });
    expect(page.status).toBe(200);
    expectNoErrorLogged();
  });

  test("a sign-out whose body is not a form is refused with 415, and the session lives on", async () => {
    const { cookie } = await adminBrowser();
    for (const [type, body] of [
      ["application/json", JSON.stringify({ csrf: "x" })],
      ["text/plain", "csrf=x"],
    ] as const) {
      const refused = await callShop(the.shop, "/admin/sign-out", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": type },
        body,
      });
      expect(refused.status, type).toBe(415);
      expect(refused.text, type).toMatch(/Send this as a web form/);
      const lines = await logOf(refused);
      expect(lines.find((line) => line.level === 40)?.msg, type).toMatch(/page post refused/);
    }
    const noType = await callShop(the.shop, "/contact", { method: "POST", body: "hello" });
    expect(noType.status).toBe(415);
    const dashboard = await callShop(the.shop, "/admin/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expectNoErrorLogged();
  });

  test("a post from another site is refused with 403 and changes nothing", async () => {
    const messagesBefore = (
      await callShop(the.shop, "/api/admin/messages", { token: the.token })
    ).json().length;
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const contact = await postForm(
        "/contact",
        { name: "Mallory", email: "m@example.com", message: "Hello from elsewhere." },
        { headers: { Origin: origin } },
      );
      expect(contact.status, origin).toBe(403);
      expect(contact.text, origin).toBe(
        "This form was sent from another site, so nothing was changed.",
      );
      expect((await logOf(contact)).some((line) => line.level === 40)).toBe(true);
    }
    expect(
      (await callShop(the.shop, "/api/admin/messages", { token: the.token })).json(),
    ).toHaveLength(messagesBefore);

    const { cookie, csrf } = await adminBrowser();
    const signOut = await callShop(the.shop, "/admin/sign-out", {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form({ csrf }),
    });
    expect(signOut.status).toBe(403);
    expect(
      (await callShop(the.shop, "/admin/dashboard", { headers: { Cookie: cookie } })).status,
    ).toBe(200);
    // From the shop itself the same post goes through.
    const own = await postForm(
      "/newsletter",
      { email: "own@example.com", from: "/about" },
      { headers: { Origin: the.shop.url } },
    );
    expect(own.status).toBe(302);
    expectNoErrorLogged();
  });
});

describe("refunds of less than a fil", () => {
  test("0, 0.001 and 1e-9 AED are refused with a clear message, through the API and the admin's page", async () => {
    const { order, paymentUrl } = await placeAndStartPayment(the.shop, the.bouquet);
    const paid = await pressPayNow(the.shop, paymentUrl);
    expect(paid.status).toBe(302);

    for (const amount of [1e-9, 0.001, 0]) {
      const refused = await postJson(
        the.shop,
        `/api/orders/${order._id}/refund`,
        { amount },
        { token: the.token },
      );
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.json().issues.amount, String(amount)).toEqual([
        "The amount to refund must be at least AED 0.01.",
      ]);
    }

    const { cookie, csrf } = await adminBrowser();
    const page = await callShop(the.shop, `/admin/orders/${order._id}/refund`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ csrf, intent: "review", amount: "0.000000001" }),
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain("The amount to refund must be at least AED 0.01.");

    const sqlite = new Database(join(the.shop.dir, "shop.db"), { readonly: true });
    const refunds = sqlite
      .prepare("select count(*) as n from refunds where order_id = ?")
      .get(order._id) as { n: number };
    sqlite.close();
    expect(refunds.n).toBe(0);
    const after = (
      await callShop(the.shop, `/api/orders/${order._id}`, { token: the.token })
    ).json();
    expect(after.status).toBe("New paid order");
  });
});

describe("the Idempotency-Key header", () => {
  test("1 or 8,000 characters is a 400 that names it; 8 to 100 makes one order", async () => {
    for (const key of ["x", "k".repeat(8_000)]) {
      const refused = await postJson(the.shop, "/api/orders", orderBody(the.bouquet), {
        headers: { "Idempotency-Key": key },
      });
      expect(refused.status, `${key.length} characters`).toBe(400);
      expect(refused.json()).toEqual({
        error: expect.stringContaining("Idempotency-Key"),
        issues: { "Idempotency-Key": ["An Idempotency-Key has 8 to 100 characters."] },
      });
    }
    const key = "hardening-key-0001";
    const first = await postJson(the.shop, "/api/orders", orderBody(the.bouquet), {
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    const again = await postJson(the.shop, "/api/orders", orderBody(the.bouquet), {
      headers: { "Idempotency-Key": key },
    });
    expect(again.status).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);
  });
});

describe("the newsletter's way back", () => {
  const away = [
    "/.//evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/%2F%2Fevil.example/../..//evil.example",
    "/\t/evil.example",
  ];

  test("the refused page links back to a page of this shop only", async () => {
    for (const from of away) {
      const page = await postForm("/newsletter", { email: "not an email", from });
      expect(page.status, from).toBe(400);
      const back = page.text.match(/href="([^"]*)"[^>]*>Back to the page/)?.[1];
      expect(back, from).toBe("/#newsletter");
    }
    const kept = await postForm("/newsletter", {
      email: "not an email",
      from: "/collection?sort=newest",
    });
    expect(kept.text).toMatch(/href="\/collection\?sort=newest#newsletter"[^>]*>Back to the page/);
  });

  test("the thanked visitor is sent back to this shop only", async () => {
    for (const from of away) {
      const thanked = await postForm("/newsletter", { email: "back@example.com", from });
      expect(thanked.status, from).toBe(302);
      expect(thanked.headers.location, from).toBe("/?newsletter=thanks#newsletter");
    }
  });
});

/** This machine's own address on a network (not loopback), if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe("TRUST_PROXY=loopback", () => {
  /** A newsletter sign-up as seen from `peer`, forwarded for `client`. */
  function signUp(target: ShopProcess, peer: string, client: string, n: number) {
    return new Promise<number>((done, fail) => {
      const request = http.request(
        {
          host: peer.startsWith("127.") ? "127.0.0.1" : peer,
          port: target.port,
          path: "/newsletter",
          method: "POST",
          localAddress: peer,
          agent: false,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": client,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => done(response.statusCode ?? 0));
        },
      );
      request.on("error", fail);
      request.end(form({ email: `proxy-${n}@example.com` }));
    });
  }

  test("X-Forwarded-For is believed from a proxy on this machine, and from nowhere else", async () => {
    const local = await startShopProcess({ TRUST_PROXY: "loopback" });
    try {
      // The hourly limit of the client 203.0.113.9, reached through two local proxies.
      for (let n = 0; n < 10; n += 1) {
        expect(await signUp(local, "127.0.0.2", "203.0.113.9", n)).toBe(302);
      }
      expect(await signUp(local, "127.0.0.3", "203.0.113.9", 10)).toBe(429);
      expect(await signUp(local, "127.0.0.2", "203.0.113.10", 11)).toBe(302);
      // No warning: nobody outside this machine is believed, wherever the shop listens.
      expect(local.logLines().some((line) => String(line.msg).startsWith("TRUST_PROXY"))).toBe(
        false,
      );
      // A client reaching the port from the network is its own address, whatever it sends.
      if (outsideAddress) {
        expect(await signUp(local, outsideAddress, "203.0.113.9", 12)).toBe(302);
      }
    } finally {
      await local.stop();
    }
  });

  test.skipIf(!outsideAddress)(
    "with TRUST_PROXY=1 the same client from the network would be believed",
    async () => {
      const counted = await startShopProcess({ TRUST_PROXY: "1" });
      try {
        for (let n = 0; n < 10; n += 1) {
          expect(await signUp(counted, "127.0.0.2", "203.0.113.9", n)).toBe(302);
        }
        expect(await signUp(counted, outsideAddress!, "203.0.113.9", 10)).toBe(429);
      } finally {
        await counted.stop();
      }
    },
  );

  test("anything but a number from 0 to 10 or 'loopback' is refused at start", async () => {
    await expect(startShopProcess({ TRUST_PROXY: "yes" })).rejects.toThrow(
      /TRUST_PROXY: a number of proxies from 0 to 10, or loopback/,
    );
  });
});

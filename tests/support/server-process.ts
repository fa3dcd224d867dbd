// The shop as it runs for real: our production server (build/shop-server.js) in its own process on
// a fresh database, its log captured line by line, and an HTTP client that can choose its source
// address (127.0.0.2, 127.0.0.3…) so tests can be two different clients on one machine.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import http, { type Agent, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { deliverableDate } from "./catalogue";

export const ADMIN = { username: "florist", password: "server test password 1" };

const NOBODY = { uid: 65534, gid: 65534 };
const serverBundle = () => resolve(process.env.BUILD_DIR ?? "build", "shop-server.js");

/**
 * Whether file permissions can be tested here: we are not root, or root can run the server as
 * `nobody` (Node and the build readable by everyone, as on a normal machine).
 */
export function permissionsApply(): boolean {
  if (process.getuid?.() !== 0) return true;
  const probe = spawnSync(
    process.execPath,
    ["-e", `require("node:fs").accessSync(${JSON.stringify(serverBundle())})`],
    { ...NOBODY, stdio: "ignore" },
  );
  return probe.status === 0;
}

export interface ShopProcess {
  url: string;
  port: number;
  dir: string;
  child: ChildProcess;
  /** Every line the server wrote, stdout and stderr. */
  output: string[];
  /** The JSON log lines, parsed. */
  logLines(): Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A reader of a process's output that hands on each whole line as it arrives. */
export function eachLine(onLine: (line: string) => void) {
  let pending = "";
  return (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  };
}

/** The n-th customer's order for `bouquet`: a name and an email address of its own. */
export const nthCustomerOrder = (bouquet: Parameters<typeof orderBody>[0], n: number) =>
  orderBody(bouquet, { customerName: `Customer ${n}`, email: `customer${n}@example.com` });

/**
 * Starts the production server; resolves once it listens (its port comes from its log). `env`
 * adds to or replaces the defaults below; a variable given as `undefined` is left unset.
 */
export async function startShopProcess(
  env: Record<string, string | undefined> = {},
  dir = mkdtempSync(join(tmpdir(), "shop-server-")),
  {
    asUnprivilegedUser = false,
    cwd,
  }: {
    asUnprivilegedUser?: boolean;
    /** The folder it starts in (its `.env`). */ cwd?: string;
  } = {},
): Promise<ShopProcess> {
  // File permissions mean nothing to root: a test about them runs the server as `nobody`.
  const user =
    asUnprivilegedUser && process.getuid?.() === 0 && permissionsApply() ? NOBODY : undefined;
  if (user) chmodSync(dir, 0o777);
  const settings: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: "0",
    DATABASE_PATH: join(dir, "shop.db"),
    UPLOADS_DIR: join(dir, "uploads"),
    SESSION_SECRET: "server-test-secret",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "0",
    LOG_LEVEL: "info",
    // Tests place many unpaid orders as one customer; the limit has its own tests (unpaid-orders).
    UNPAID_ORDER_LIMIT: "0",
    // A developer's own .env (a real SMTP_URL) never reaches a test's shop.
    TEST_ONLY_NO_ENV_FILE: "1",
    // Sign-ins cost a millisecond, not a third of a second; the real cost is tested in
    // tests/integration/admin-password-upgrade.test.ts (its file sets "0").
    TEST_ONLY_CHEAP_PASSWORD_HASHES: "1",
    // `npm test`'s compiled-code cache (scripts/test-all.js): a shop starts without compiling
    // its modules again. Not for a shop run as another user, who could not write to it.
    NODE_COMPILE_CACHE: user ? undefined : process.env.NODE_COMPILE_CACHE,
    ...env,
  };
  const child = spawn(process.execPath, [serverBundle()], {
    // A variable given as undefined is left unset.
    env: Object.fromEntries(
      Object.entries(settings).filter(([, value]) => value !== undefined),
    ) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    ...(cwd ? { cwd } : {}),
    ...user,
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const port = await new Promise<number>((done, fail) => {
    const read = eachLine((line) => {
      output.push(line);
      const listening = line.includes('"shop listening"') ? JSON.parse(line) : null;
      if (listening) done(listening.port as number);
    });
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("error", fail);
    void exited.then((code) =>
      fail(new Error(`the server exited (${code}) before listening:\n${output.join("\n")}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    child,
    output,
    exited,
    logLines: () =>
      output.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as never),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came, before any decoding (a gzipped page stays gzipped). */
  bytes: Buffer;
  text: string;
  json(): any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's source address: 127.0.0.1 unless told (any 127.x address is this machine). */
  from?: string;
  agent?: Agent;
  token?: string;
}

/** One HTTP exchange with the running server, from the chosen source address. */
export function callShop(shop: ShopProcess, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise<Answer>((done, fail) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: shop.port,
        path,
        method: options.method ?? "GET",
        headers,
        localAddress: options.from ?? "127.0.0.1",
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString("utf8");
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            text,
            json: () => JSON.parse(text),
          });
        });
        response.on("error", fail);
      },
    );
    request.on("error", fail);
    request.end(options.body);
  });
}

export function postJson(
  shop: ShopProcess,
  path: string,
  body: unknown,
  options: CallOptions = {},
) {
  return callShop(shop, path, {
    ...options,
    method: options.method ?? "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: JSON.stringify(body),
  });
}

export async function signIn(shop: ShopProcess, from = "127.0.0.1"): Promise<string> {
  const answer = await postJson(shop, "/api/admin/login", ADMIN, { from });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.text}`);
  return answer.json().token as string;
}

/** A form posted as a browser without JavaScript posts it. */
export function postForm(
  shop: ShopProcess,
  path: string,
  fields: Record<string, string>,
  options: CallOptions = {},
) {
  return callShop(shop, path, {
    ...options,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** 'Pay now' pressed on the demo provider's page at `paymentUrl`. */
export const pressPayNow = (shop: ShopProcess, paymentUrl: string, from?: string) =>
  postForm(shop, new URL(paymentUrl).pathname, { intent: "pay" }, { from });

/** A small PNG made on the spot. */
export function pngImage({ width = 48, height = 60, background = "#e9d3cc" } = {}) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Sends a form as multipart, the way a browser or an API client would. */
/** A multipart form as a browser encodes it. */
export async function postMultipart(
  shop: ShopProcess,
  path: string,
  form: FormData,
  options: CallOptions = {},
) {
  const encoded = new Response(form);
  return callShop(shop, path, {
    method: "POST",
    ...options,
    headers: { ...options.headers, "Content-Type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

const pngBlob = (png: Buffer) => new Blob([new Uint8Array(png)], { type: "image/png" });

/** POST /api/images with a PNG: the raw answer (201, or the refusal). */
export async function uploadImage(shop: ShopProcess, token: string, png: Buffer) {
  const form = new FormData();
  form.set("image", pngBlob(png), "photo.png");
  return postMultipart(shop, "/api/images", form, { token });
}

/** A bouquet with one size, created through the API (multipart with a real PNG). */
export async function createBouquet(
  shop: ShopProcess,
  token: string,
  {
    title = "Blush Reverie",
    price = 950,
    png,
    isAddOn = false,
  }: { title?: string; price?: number; png?: Buffer; isAddOn?: boolean } = {},
) {
  const form = new FormData();
  form.set("title", title);
  form.set("shortDescription", "Garden roses and peonies in soft blush.");
  form.set("featured", "false");
  form.set("isNew", "false");
  form.set("sizes", JSON.stringify([{ sizeName: "Signature", price, ingredients: ["Roses"] }]));
  form.set("categories", "[]");
  form.set("isAddOn", String(isAddOn));
  form.set("image", pngBlob(png ?? (await pngImage())), "bouquet.png");
  const answer = await postMultipart(shop, "/api/collection", form, { token });
  if (answer.status !== 201) throw new Error(`bouquet: ${answer.status} ${answer.text}`);
  return answer.json() as {
    _id: string;
    title: string;
    imageUrl: string;
    sizes: { sizeName: string; price: number }[];
  };
}

export type Bouquet = Awaited<ReturnType<typeof createBouquet>>;

/** PUT /api/collection/:id with `fields` as the admin's editor sends them (multipart). */
export function editBouquet(
  shop: ShopProcess,
  token: string,
  id: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return postMultipart(shop, `/api/collection/${id}`, form, { token, method: "PUT" });
}

/** A category created through POST /api/categories; its JSON. */
export async function createCategory(
  shop: ShopProcess,
  token: string,
  category: { name: string; slug: string; order: number },
) {
  const created = await postJson(shop, "/api/categories", category, { token });
  expect(created.status).toBe(201);
  return created.json();
}

/**
 * Where most tests here begin: the shop started (`env` as for `startShopProcess`), its admin signed
 * in and one bouquet on sale.
 */
export async function startShopWithBouquet(
  env: Record<string, string | undefined> = {},
  bouquet: Parameters<typeof createBouquet>[2] = {},
): Promise<{ shop: ShopProcess; token: string; bouquet: Bouquet }> {
  const shop = await startShopProcess(env);
  const token = await signIn(shop);
  return { shop, token, bouquet: await createBouquet(shop, token, bouquet) };
}

export interface OpenShop {
  shop: ShopProcess;
  token: string;
  bouquet: Bouquet;
}

/**
 * `startShopWithBouquet` before the tests of the file or `describe` that calls it, the shop
 * stopped after them. Its fields are there once the tests run; `env` may be a function, read then
 * (for settings another hook makes first, a fake Stripe's), and `prepare` runs on the open shop.
 */
export function sharedShopWithBouquet(
  env: Record<string, string | undefined> | (() => Record<string, string | undefined>) = {},
  bouquet: Parameters<typeof createBouquet>[2] = {},
  prepare?: (open: OpenShop) => Promise<void>,
): OpenShop {
  const open = {} as OpenShop;
  beforeAll(async () => {
    Object.assign(
      open,
      await startShopWithBouquet(typeof env === "function" ? env() : env, bouquet),
    );
    await prepare?.(open);
  });
  afterAll(() => open.shop?.stop());
  return open;
}

/** The body of a customer's order for one bouquet (its first size), as POST /api/orders takes it. */
export function orderBody(
  bouquet: { _id: string; title: string; sizes: { sizeName: string; price: number }[] },
  overrides: Record<string, unknown> = {},
) {
  const size = bouquet.sizes[0]!;
  return {
    customerName: "Layla Haddad",
    email: "layla@example.com",
    phone: "050 123 4567",
    address: "Villa 12, Jumeirah 1, Dubai",
    items: [{ itemId: bouquet._id, title: bouquet.title, price: size.price, size: size.sizeName }],
    totalAmount: size.price,
    deliveryDate: deliverableDate(),
    deliveryTime: "evening",
    ...overrides,
  };
}

/**
 * A customer's order for `bouquet` (`overrides` as for `orderBody`), placed and its payment begun:
 * the order as placed and the provider's page to pay on.
 */
export async function placeAndStartPayment(
  shop: ShopProcess,
  bouquet: Parameters<typeof orderBody>[0],
  overrides: Record<string, unknown> = {},
) {
  const placed = await postJson(shop, "/api/orders", orderBody(bouquet, overrides));
  expect(placed.status).toBe(201);
  const order = placed.json().order as { _id: string; totalAmount: number; orderNumber: string };
  const initiated = await postJson(shop, "/api/payment/initiate", {
    orderId: order._id,
    amount: order.totalAmount,
    currency: "AED",
  });
  expect(initiated.status).toBe(200);
  return { order, paymentUrl: initiated.json().paymentUrl as string };
}

/**
 * The item page with every choice made and the details form open, as a browser without
 * JavaScript gets it: where the form posts, and the idempotency key it carries.
 */
export async function checkoutForm(
  shop: ShopProcess,
  bouquet: { _id: string; sizes: { sizeName: string }[] },
  from?: string,
) {
  const choices = new URLSearchParams({
    size: bouquet.sizes[0]!.sizeName,
    date: deliverableDate(),
    time: "evening",
    step: "details",
  });
  const itemPath = `/collection/${bouquet._id}?${choices}`;
  const page = await callShop(shop, itemPath, { from });
  if (page.status !== 200) throw new Error(`item page: ${page.status}`);
  const key = page.text.match(/name="key" value="([^"]+)"/)?.[1];
  if (!key) throw new Error("no idempotency key in the checkout form");
  return { itemPath, key };
}

/**
 * 'Complete Your Order' posted without JavaScript from `from`: the page read first for its key,
 * then the customer's `fields` sent with the hidden ones for the bouquet's first size, a
 * deliverable date and the evening. The answer, and the key it carried.
 */
export async function postCheckoutForm(
  shop: ShopProcess,
  bouquet: { _id: string; sizes: { sizeName: string; price: number }[] },
  fields: Record<string, string>,
  from?: string,
) {
  const { itemPath, key } = await checkoutForm(shop, bouquet, from);
  const size = bouquet.sizes[0]!;
  const answer = await postForm(
    shop,
    itemPath,
    {
      ...fields,
      itemId: bouquet._id,
      size: size.sizeName,
      date: deliverableDate(),
      time: "evening",
      price: String(Math.round(size.price * 100)),
      key,
    },
    { from },
  );
  return { answer, key };
}

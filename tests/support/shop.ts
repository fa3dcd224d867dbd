// Talks to the real server build through Remix's request handler: real routing, real database.
// What our HTTP server adds (client address, body limits, headers, logs) is tested against the
// running server process in tests/server/.
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

let handler: ((request: Request, context: AppLoadContext) => Promise<Response>) | undefined;

async function shopHandler() {
  if (!handler) {
    const buildUrl = pathToFileURL(
      resolve(process.env.BUILD_DIR ?? "build", "server/index.js"),
    ).href;
    const build = (await import(/* @vite-ignore */ buildUrl)) as ServerBuild;
    handler = createRequestHandler(build, "production");
  }
  return handler;
}

export const ORIGIN = "http://shop.test";

/** The load context our server would give: this client's address (one per test file by default). */
export async function call(
  path: string,
  init: RequestInit & { client?: string } = {},
): Promise<Response> {
  const handle = await shopHandler();
  const { client = "198.51.100.7", ...request } = init;
  if (request.body instanceof FormData) {
    // Sent as the encoded bytes a browser puts on the wire. (A Request built on a FormData streams
    // it from a generator that Node 24's fetch keeps feeding after the shop has stopped reading an
    // oversized form: an unhandled rejection of the test's own making.)
    const encoded = new Response(request.body);
    const headers = new Headers(request.headers);
    headers.set("Content-Type", encoded.headers.get("content-type")!);
    request.headers = headers;
    request.body = new Uint8Array(await encoded.arrayBuffer());
  }
  return handle(new Request(new URL(path, ORIGIN), request), {
    clientAddress: client,
    requestId: "test",
  });
}

export async function callJson(
  path: string,
  init: Omit<RequestInit, "body"> & { body?: unknown; token?: string; client?: string } = {},
): Promise<{ status: number; body: any; response: Response }> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const response = await call(path, {
    ...init,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, body, response };
}

/**
 * A bearer token from the JSON sign-in: for the test admin created from ADMIN_USERNAME /
 * ADMIN_PASSWORD, or the admin given, from `client`'s address (the file's own unless told).
 */
export async function adminToken(
  {
    username = process.env.ADMIN_USERNAME,
    password = process.env.ADMIN_PASSWORD,
  }: { username?: string; password?: string } = {},
  client?: string,
): Promise<string> {
  const { status, body } = await callJson("/api/admin/login", {
    method: "POST",
    body: { username, password },
    client,
  });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

// The admin portal as a browser uses it, against the shop as a process: signed in through the
// /admin form (its session cookie and CSRF secret), then pages read and forms posted.
import { expect } from "vitest";
import { callShop, type Answer, type CallOptions, type ShopProcess } from "./server-process";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const cookieOf = (answer: Answer, previous: string) => {
  const set = ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith("__admin="));
  return set ? set.split(";")[0]! : previous;
};

export const csrfOf = (answer: Answer) => answer.text.match(/name="csrf" value="([^"]+)"/)![1]!;

export interface Portal {
  cookie: string;
  csrf: string;
  get(path: string, options?: CallOptions): Promise<Answer>;
  /** A form posted without JavaScript, with the CSRF secret added first. */
  post(path: string, fields: Record<string, string>, options?: CallOptions): Promise<Answer>;
}

/** Signs in through the /admin form as a browser does. */
export async function portal(
  shop: ShopProcess,
  credentials: { username: string; password: string },
  from?: string,
): Promise<Portal> {
  const first = await callShop(shop, "/admin", { from });
  let cookie = cookieOf(first, "");
  const login = await callShop(shop, "/admin?index", {
    from,
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ csrf: csrfOf(first), ...credentials }),
  });
  expect(login.status).toBe(302);
  cookie = cookieOf(login, cookie);
  const dashboard = await callShop(shop, "/admin/dashboard", { from, headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  const csrf = csrfOf(dashboard);
  return {
    cookie,
    csrf,
    get: (path, options = {}) =>
      callShop(shop, path, { from, ...options, headers: { Cookie: cookie, ...options.headers } }),
    post: (path, fields, options = {}) =>
      callShop(shop, path, {
        from,
        ...options,
        method: "POST",
        headers: {
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          ...options.headers,
        },
        body: form({ csrf, ...fields }),
      }),
  };
}

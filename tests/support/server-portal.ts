// The admin portal of a shop process, signed in through its /admin form as a browser does: the
// session cookie and the CSRF secret every admin form posts back.
import { expect } from "vitest";
import { callShop, type Answer, type ShopProcess } from "./server-process";

export interface Portal {
  get(path: string): Promise<Answer>;
  post(path: string, fields: Record<string, string>): Promise<Answer>;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookieOf = (answer: Answer, previous: string) => {
  const set = ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith("__admin="));
  return set ? set.split(";")[0]! : previous;
};
const csrfOf = (answer: Answer) => answer.text.match(/name="csrf" value="([^"]+)"/)![1]!;

export async function portal(
  shop: ShopProcess,
  credentials: { username: string; password: string },
): Promise<Portal> {
  const first = await callShop(shop, "/admin");
  let cookie = cookieOf(first, "");
  const login = await callShop(shop, "/admin?index", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ csrf: csrfOf(first), ...credentials }),
  });
  expect(login.status).toBe(302);
  cookie = cookieOf(login, cookie);
  const dashboard = await callShop(shop, "/admin/dashboard", { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  const csrf = csrfOf(dashboard);
  return {
    get: (path) => callShop(shop, path, { headers: { Cookie: cookie } }),
    post: (path, fields) =>
      callShop(shop, path, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: form({ csrf, ...fields }),
      }),
  };
}

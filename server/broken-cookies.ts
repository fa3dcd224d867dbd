// A cookie of the shop's whose encoding is broken (`mf_variant=%`) is never sent by a browser the
// shop served; it is answered 400 at once (never a 500 deeper in), and cleared, so the next load
// of the page works.
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** The cookies the shop sets: the colour variant, the admin's session and device cookie. */
export const SHOP_COOKIES = ["mf_variant", "__admin", "__admin_device"] as const;

export const BROKEN_COOKIE =
  "Your browser sent a cookie this shop cannot read. It has been cleared: please load the page again.";

/** The names of the shop's cookies in `header` whose values cannot be decoded. */
export function brokenShopCookies(header: string | undefined): string[] {
  const broken = new Set<string>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (!(SHOP_COOKIES as readonly string[]).includes(name ?? "")) continue;
    try {
      decodeURIComponent(rest.join("="));
    } catch {
      broken.add(name!);
    }
  }
  return [...broken];
}

export function brokenCookies(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const broken = brokenShopCookies(req.headers.cookie);
    if (broken.length === 0) return next();
    logger.warn({ requestId: req.id, cookies: broken }, "a cookie that cannot be read: refused");
    res.setHeader(
      "Set-Cookie",
      broken.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`),
    );
    res.setHeader("Cache-Control", "no-store");
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) {
      res.setHeader("Connection", "close");
    }
    res.status(400).type("text").send(BROKEN_COOKIE);
  };
}

/**
 * The client's address for rate limits. Behind one reverse proxy we trust exactly one hop: the
 * last address in X-Forwarded-For is the one our proxy saw.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || request.headers.get("x-real-ip") || "local";
}

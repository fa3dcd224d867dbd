// /robots.txt: crawl everything public; keep out of the admin portal and the JSON API.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopOrigin } from "~/platform/origin.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = shopOrigin(request);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

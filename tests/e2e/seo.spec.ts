import { expect, test } from "@playwright/test";

interface ApiItem {
  _id: string;
  title: string;
  updatedAt: string;
  sizes: { sizeName: string; price: number }[];
}

test.describe("search engines", () => {
  test("the sitemap lists the pages, every category and every item, in both languages", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of ["/", "/collection", "/craft", "/portfolio", "/contact", "/about"]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
      const arabic = path === "/" ? "/ar" : `/ar${path}`;
      expect(xml).toContain(`<loc>${baseURL}${arabic}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}${arabic}"/>`,
      );
    }
    const categories = (await (await request.get("/api/categories")).json()) as {
      slug: string;
    }[];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(xml).toContain(`<loc>${baseURL}/${category.slug}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/ar/${category.slug}</loc>`);
    }
    const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(xml).toContain(
        `<loc>${baseURL}/collection/${item._id}</loc><lastmod>${item.updatedAt.slice(0, 10)}</lastmod>`,
      );
      expect(xml).toContain(
        `<loc>${baseURL}/ar/collection/${item._id}</loc><lastmod>${item.updatedAt.slice(0, 10)}</lastmod>`,
      );
    }
  });

  test("robots.txt keeps crawlers out of the admin and the API", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("an item page has one Product with AED offers, a canonical link and Open Graph", async ({
    page,
    request,
    baseURL,
  }) => {
    const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
    const item = items.find((candidate) => candidate.sizes.length > 1)!;
    const url = `${baseURL}/collection/${item._id}`;
    await page.goto(`/collection/${item._id}`);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const products = blocks.filter((block) => block["@type"] === "Product");
    expect(products).toHaveLength(1);
    const product = products[0] as {
      name: string;
      sku: string;
      image: string[];
      offers: { "@type": string; price: string; priceCurrency: string; availability: string }[];
    };
    expect(product.name).toBe(item.title);
    expect(product.sku).toBe(item._id);
    expect(product.image[0]).toMatch(new RegExp(`^${baseURL}/api/images/[0-9a-f]{24}`));
    expect(product.offers).toHaveLength(item.sizes.length);
    expect(product.offers.map((offer) => Number(offer.price))).toEqual(
      item.sizes.map((size) => size.price),
    );
    for (const offer of product.offers) {
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
      });
    }
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(item.title),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/api\/images\/[0-9a-f]{24}\?w=1200$/,
    );
  });
});

// What a storefront page asks a phone to fetch before it runs (decisions 018 and 019),
// read from the running server's HTML and the built files: its scripts in a few shared files
// within a byte budget (admin code and the forms' libraries stay out), and only the basic cut of
// the faces above the fold preloaded, after the stylesheets. Bytes, not timings: `npm run audit` measures the rest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  callShop,
  createBouquet,
  signIn,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";
import { descendants, parseHtml, select } from "../support/html";

/** Gzipped script bytes a storefront page may preload: 104–111 KB when this was written, 120 KB on the bouquet page at the end of November 2026. */
const SCRIPT_BUDGET = 122_000;

let shop: ShopProcess;
let itemPath: string;

beforeAll(async () => {
  shop = await startShopProcess();
  const bouquet = await createBouquet(shop, await signIn(shop), { title: "Morning Vows" });
  itemPath = `/collection/${bouquet._id}`;
});

afterAll(() => shop.stop());

const preloads = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="/assets/([^"]+)"`, "g"))].map(
    (match) => match[1]!,
  );

const gzippedBytes = (file: string) =>
  gzipSync(readFileSync(join("build/client/assets", file))).byteLength;

describe("a storefront page", () => {
  test.each(["/", "/collection", "item", "/craft"])(
    "%s loads its scripts in a few shared files, within the budget",
    async (path) => {
      const page = await callShop(shop, path === "item" ? itemPath : path);
      expect(page.status).toBe(200);
      const scripts = preloads(page.text, "modulepreload");
      for (const shared of ["framework-", "shell-", "storefront-"]) {
        expect(
          scripts.some((file) => file.startsWith(shared)),
          shared,
        ).toBe(true);
      }
      // At most 8 (the bouquet page's count): it also carries its checkout's Zod and the
      // delivery address's rules, which the recipient's page shares (their own file).
      expect(scripts.length).toBeLessThanOrEqual(8);
      expect(scripts.filter((file) => file.startsWith("admin"))).toEqual([]);
      const bytes = scripts.reduce((sum, file) => sum + gzippedBytes(file), 0);
      expect(bytes).toBeLessThanOrEqual(SCRIPT_BUDGET);
    },
  );

  test("preloads only the basic cut of the upright Latin faces every page paints", async () => {
    const page = await callShop(shop, "/");
    const fonts = preloads(page.text, "preload");
    expect(fonts).toHaveLength(3);
    expect(fonts[0]).toMatch(/^cormorant-garamond-400-normal-basic-[\w-]+\.woff2$/);
    expect(fonts[1]).toMatch(/^jost-400-normal-basic-[\w-]+\.woff2$/);
    expect(fonts[2]).toMatch(/^jost-500-normal-basic-[\w-]+\.woff2$/);
  });

  test("an Arabic page preloads its own faces above the fold, the Arabic ones first", async () => {
    const page = await callShop(shop, "/ar");
    const fonts = preloads(page.text, "preload");
    expect(fonts).toHaveLength(7);
    expect(fonts[0]).toMatch(/^noto-naskh-arabic-400-normal-arabic-[\w-]+\.woff2$/);
    expect(fonts[1]).toMatch(/^ibm-plex-sans-arabic-400-normal-arabic-[\w-]+\.woff2$/);
    expect(fonts[2]).toMatch(/^ibm-plex-sans-arabic-500-normal-arabic-[\w-]+\.woff2$/);
    expect(fonts[3]).toMatch(/^ibm-plex-sans-arabic-400-normal-digits-[\w-]+\.woff2$/);
    expect(fonts.slice(4).join(" ")).toMatch(/^cormorant-garamond-400-normal-basic-.*jost-500/);
  });

  // The home page's hero does the same once it has a picture (a new shop shows the placeholder).
  test.each(["item", "ar item"])(
    "the %s page asks for its largest picture first, before the stylesheets and fonts",
    async (path) => {
      const page = await callShop(shop, path === "item" ? itemPath : `/ar${itemPath}`);
      const root = parseHtml(page.text);
      const [picture] = select(root, 'img[fetchpriority="high"]');
      expect(picture?.attrs.srcset).toBeTruthy();
      const inOrder = descendants(root);
      const preload = inOrder.find(
        (element) =>
          element.tag === "link" && element.attrs.rel === "preload" && element.attrs.as === "image",
      );
      expect(preload?.attrs).toMatchObject({
        href: picture!.attrs.src,
        imagesrcset: picture!.attrs.srcset,
        imagesizes: picture!.attrs.sizes,
        fetchpriority: "high",
      });
      const first = (rel: string) =>
        inOrder.findIndex((element) => element.tag === "link" && element.attrs.rel === rel);
      expect(inOrder.indexOf(preload!)).toBeLessThan(first("stylesheet"));
    },
  );

  test("the stylesheets come before the fonts, which would take the few connections first", async () => {
    const page = await callShop(shop, "/ar");
    const stylesheet = page.text.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(page.text.indexOf('as="font"'));
  });

  test.each(["/", "/ar"])(
    "%s puts its preloaded faces to use from the head, after the faces are declared",
    async (path) => {
      const page = await callShop(shop, path);
      const head = page.text.slice(0, page.text.indexOf("</head>"));
      const declared = head.indexOf("@font-face");
      const warmUp = head.indexOf("document.fonts.load(");
      expect(declared).toBeGreaterThan(0);
      expect(warmUp).toBeGreaterThan(declared);
      for (const family of path === "/ar" ? ["IBM Plex Sans Arabic", "Jost"] : ["Jost"]) {
        expect(head.slice(warmUp - 800)).toContain(`1em \\"${family}\\"`);
      }
    },
  );
});

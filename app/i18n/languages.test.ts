import { describe, expect, test } from "vitest";
import {
  englishPath,
  hasArabicTwin,
  intlLocale,
  isLanguage,
  languageOfPath,
  languageOfRequest,
  localisedPath,
  textDirection,
} from "./languages";

describe("languageOfPath", () => {
  test("'/ar' and everything under '/ar/' is Arabic", () => {
    expect(languageOfPath("/ar")).toBe("ar");
    expect(languageOfPath("/ar/")).toBe("ar");
    expect(languageOfPath("/ar/collection")).toBe("ar");
    expect(languageOfPath("/ar/collection/0123456789abcdef01234567")).toBe("ar");
  });

  test("everything else is English, including paths that merely start with 'ar'", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/collection")).toBe("en");
    expect(languageOfPath("/arrangements")).toBe("en");
    expect(languageOfPath("/art/ar")).toBe("en");
    expect(languageOfPath("/admin")).toBe("en");
  });

  test("a request's language is its path's (never the browser's settings)", () => {
    const headers = { "Accept-Language": "ar-AE,ar;q=0.9" };
    expect(languageOfRequest(new Request("https://shop.example/contact", { headers }))).toBe("en");
    expect(languageOfRequest(new Request("https://shop.example/ar/contact?x=1"))).toBe("ar");
  });
});

describe("localisedPath", () => {
  test("'/' and '/ar' are each other's twins", () => {
    expect(localisedPath("/", "ar")).toBe("/ar");
    expect(localisedPath("/ar", "en")).toBe("/");
    expect(localisedPath("/ar/", "en")).toBe("/");
    expect(localisedPath("/", "en")).toBe("/");
    expect(localisedPath("/ar", "ar")).toBe("/ar");
  });

  test("storefront pages move under /ar and back", () => {
    expect(localisedPath("/collection", "ar")).toBe("/ar/collection");
    expect(localisedPath("/roses", "ar")).toBe("/ar/roses");
    expect(localisedPath("/track/abc", "ar")).toBe("/ar/track/abc");
    expect(localisedPath("/ar/contact", "en")).toBe("/contact");
  });

  test("an Arabic path stays Arabic (no '/ar/ar')", () => {
    expect(localisedPath("/ar/collection", "ar")).toBe("/ar/collection");
  });

  test("the query string and the hash travel with the path", () => {
    expect(localisedPath("/collection?sort=price&page=2", "ar")).toBe(
      "/ar/collection?sort=price&page=2",
    );
    expect(localisedPath("/ar/search?q=ورد", "en")).toBe("/search?q=ورد");
    expect(localisedPath("/about#story", "ar")).toBe("/ar/about#story");
    expect(localisedPath("/?utm=x", "ar")).toBe("/ar?utm=x");
    expect(localisedPath("/#top", "ar")).toBe("/ar#top");
    expect(localisedPath("/ar?utm=x", "en")).toBe("/?utm=x");
    expect(localisedPath("/ar#top", "en")).toBe("/#top");
  });

  test("the admin, the API and files keep their one address", () => {
    for (const path of [
      "/admin",
      "/admin/orders?status=paid",
      "/api/collection",
      "/api/images/0123456789abcdef01234567?w=400",
      "/uploads/x.webp",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(localisedPath(path, "ar")).toBe(path);
      expect(localisedPath(path, "en")).toBe(path);
      expect(hasArabicTwin(path)).toBe(false);
    }
  });

  test("the tax documents have both addresses: the same bilingual document in either frame", () => {
    expect(localisedPath("/invoice/abc?key=k", "ar")).toBe("/ar/invoice/abc?key=k");
    expect(localisedPath("/ar/credit-note/abc?key=k", "en")).toBe("/credit-note/abc?key=k");
    expect(hasArabicTwin("/credit-note/abc")).toBe(true);
  });

  test("the demo payment page has both addresses, as the order's other pages do", () => {
    expect(localisedPath("/pay/demo/0123456789abcdef01234567", "ar")).toBe(
      "/ar/pay/demo/0123456789abcdef01234567",
    );
    expect(localisedPath("/ar/pay/demo/0123456789abcdef01234567", "en")).toBe(
      "/pay/demo/0123456789abcdef01234567",
    );
  });

  test("other sites' addresses are not storefront pages", () => {
    expect(hasArabicTwin("//evil.example/x")).toBe(false);
    expect(hasArabicTwin("https://evil.example/")).toBe(false);
    expect(hasArabicTwin("/collection")).toBe(true);
    expect(hasArabicTwin("/ar/collection")).toBe(true);
  });
});

describe("englishPath", () => {
  test("takes /ar off an Arabic path, query and hash kept", () => {
    expect(englishPath("/ar")).toBe("/");
    expect(englishPath("/ar/craft")).toBe("/craft");
    expect(englishPath("/ar?x=1")).toBe("/?x=1");
    expect(englishPath("/ar/search?q=rose#results")).toBe("/search?q=rose#results");
  });

  test("never makes another host of an Arabic path: /ar//host/x is this site's /host/x", () => {
    expect(englishPath("/ar//evil.example/x")).toBe("/evil.example/x");
    expect(localisedPath("/ar///evil.example/x", "en")).toBe("/evil.example/x");
  });

  test("leaves an English path as it is", () => {
    expect(englishPath("/")).toBe("/");
    expect(englishPath("/arrangements")).toBe("/arrangements");
    expect(englishPath("/collection?sort=price")).toBe("/collection?sort=price");
  });
});

describe("the languages themselves", () => {
  test("direction and Intl locale: Western digits and the Gregorian calendar in both", () => {
    expect(textDirection).toEqual({ en: "ltr", ar: "rtl" });
    expect(intlLocale.en).toContain("-u-nu-latn-ca-gregory");
    expect(intlLocale.ar).toContain("-u-nu-latn-ca-gregory");
  });

  test("isLanguage knows exactly the two", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("ar")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

// Catalogue pages are the same for every anonymous visitor of one colour variant, so the shop
// renders each at most once in ten seconds and serves the rest from memory (docs/decisions/012). Only
// answers the route calls `public` are kept (app/platform/http-cache.ts); any write to the
// catalogue, from any process, makes the next request render. A kept copy is the same bytes for
// every visitor (decision 029): the nonce its render carried is taken out, its inline scripts are
// allowed by their sha256 instead, and its body is compressed once, so a CDN may keep it too.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { CatalogueVersions } from "~/catalogue/catalogue-version.server";
import { SHOWS_BOOKINGS } from "~/platform/http-cache";
import { inlineScriptHashes } from "./script-hashes";

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

/** The encodings a kept copy is stored in, best first; what the compression middleware offers. */
export const STORED_ENCODINGS = ["br", "gzip", "identity"] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** A rendered answer as it is kept: the same bytes for everyone, in each stored encoding. */
type Entry = {
  status: number;
  headers: [string, string][];
  bodies: Record<StoredEncoding, Buffer>;
  /** The body's sha256, the ETag of each encoding with its name added. */
  digest: string;
  /** A page's inline scripts as CSP sources ('sha256-…'), else null (JSON). */
  scriptHashes: readonly string[] | null;
  /** The counters when it was rendered, and whether it shows the delivery places left. */
  versions: CatalogueVersions;
  showsBookings: boolean;
  renderedAt: number;
  bytes: number;
};

/** A kept answer ready to send: every visitor's copy is the same. */
export interface PageCopy {
  status: number;
  headers: [string, string][];
  /** The sources its Content-Security-Policy allows scripts by; null when it is not a page. */
  scriptHashes: readonly string[] | null;
  /** Its body in one of the stored encodings, and that body's strong ETag. */
  encoded(encoding: StoredEncoding): { body: Buffer; etag: string };
}

export type PageCacheOptions = {
  /** The catalogue's and the bookings' change counters (app/catalogue/catalogue-version.server.ts). */
  versions: () => CatalogueVersions;
  /**
   * How long a copy is served before it is rendered again (in the background). Pages that follow
   * the clock (today's delivery slots, the same-day cut-off) are this much late at most; the
   * order itself is always checked against the clock.
   */
  freshMs?: number;
  /** How long a copy may be served while a newer one renders; older ones wait for it. */
  staleMs?: number;
  /** Memory for all copies together. */
  maxBytes?: number;
  /** A clock for the tests. */
  now?: () => number;
};

/**
 * Headers that belong to one response, not to the page; the policy is the server's to set
 * (server/security-headers.ts).
 */
const OWN_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "x-request-id",
  "content-security-policy",
]);
const SHOWS_BOOKINGS_NAME = SHOWS_BOOKINGS.toLowerCase();

/** The page's body without the render's nonce: every script is allowed by its hash instead. */
const withoutNonce = (html: string, nonce: string) => html.replaceAll(` nonce="${nonce}"`, "");

export function pageCache({
  versions,
  freshMs = 10_000,
  staleMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = () => performance.now(),
}: PageCacheOptions) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Entry | Response>>();
  let usedBytes = 0;
  // What a shared cache in front may do with a kept page: keep it as long as this cache does, and
  // serve it stale as long while it asks again; browsers ask every time (with its ETag).
  const sharedCacheControl = `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    usedBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry) {
    forget(key);
    if (entry.bytes > maxBytes / 4) return;
    entries.set(key, entry);
    usedBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (usedBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** The rendered answer as an entry when the route allows keeping it, else the answer itself. */
  async function capture(
    response: Response,
    atVersions: CatalogueVersions,
    renderNonce: string | undefined,
  ): Promise<Entry | Response> {
    const type = response.headers.get("Content-Type") ?? "";
    const keepable =
      response.status === 200 &&
      /^public\b/.test(response.headers.get("Cache-Control") ?? "") &&
      !response.headers.has("Set-Cookie") &&
      /^(text\/html|application\/json)/.test(type);
    if (!keepable) return response;
    const rendered = await response.text();
    const page = /^text\/html\b/.test(type);
    const text = page && renderNonce ? withoutNonce(rendered, renderNonce) : rendered;
    // A nonce left anywhere else would be one visitor's secret handed to everyone.
    if (renderNonce && text.includes(renderNonce)) {
      return new Response(rendered, { status: response.status, headers: response.headers });
    }
    // Whether it shows the places left is kept beside it: a word for the cache, not the visitor.
    const headers = [...response.headers]
      .filter(([name]) => !OWN_HEADERS.has(name) && name !== SHOWS_BOOKINGS_NAME)
      .map(([name, value]): [string, string] => [
        name,
        page && name === "cache-control" ? sharedCacheControl : value,
      ]);
    const body = Buffer.from(text);
    // Compressed once, off the main thread, before anyone is sent a copy: every copy is these bytes.
    // Brotli's quality 5 takes about as long as gzip's best and is a quarter smaller; 9 and up
    // take ten to a hundred times longer for a few per cent more, once per render of every page.
    const [gzip, br] = await Promise.all([
      gzipped(body, { level: 9 }),
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    return {
      status: response.status,
      headers,
      bodies: { identity: body, gzip, br },
      digest: createHash("sha256").update(body).digest("base64url").slice(0, 32),
      scriptHashes: page ? inlineScriptHashes(text) : null,
      versions: atVersions,
      showsBookings: response.headers.has(SHOWS_BOOKINGS),
      renderedAt: now(),
      bytes: body.length + gzip.length + br.length,
    };
  }

  /**
   * One render per page at a time: whoever asks meanwhile shares it. Resolves with the kept entry,
   * or with the answer itself when the route does not allow keeping it. `nonce`: the one the
   * render carries, taken out of what is kept.
   */
  function render(
    key: string,
    renderPage: () => Promise<Response>,
    nonce: string | undefined,
  ): Promise<Entry | Response> {
    const running = renders.get(key);
    if (running) return running;
    const atVersions = versions();
    const job = renderPage()
      .then((response) => capture(response, atVersions, nonce))
      .then((result) => {
        if (!(result instanceof Response)) keep(key, result);
        return result;
      })
      .finally(() => renders.delete(key));
    renders.set(key, job);
    return job;
  }

  /** Nothing it shows has changed since it was rendered. */
  function isCurrent(entry: Entry): boolean {
    const now = versions();
    return (
      entry.versions.catalogue === now.catalogue &&
      (!entry.showsBookings || entry.versions.bookings === now.bookings)
    );
  }

  function copyOf(entry: Entry, freshlyRendered = false): PageCopy {
    // For the tests and whoever watches the shop: was this page rendered for this request?
    const headers: [string, string][] = [
      ...entry.headers,
      ["X-Page-Cache", freshlyRendered ? "miss" : "hit"],
    ];
    return {
      status: entry.status,
      headers,
      scriptHashes: entry.scriptHashes,
      encoded: (encoding) => ({
        body: entry.bodies[encoding],
        etag: `"${entry.digest}${encoding === "identity" ? "" : `-${encoding}`}"`,
      }),
    };
  }

  /**
   * The copy of the current answer for `key` when one is kept, else undefined. Past its time, the
   * copy is still given while `renderPage` renders a newer one behind it. `nonce`: the one
   * `renderPage` renders with.
   */
  function hit(
    key: string,
    renderPage: () => Promise<Response>,
    nonce?: string,
  ): PageCopy | undefined {
    const entry = entries.get(key);
    if (!entry || !isCurrent(entry)) return undefined;
    const age = now() - entry.renderedAt;
    if (age >= freshMs + staleMs) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    if (age >= freshMs) void render(key, renderPage, nonce).catch(() => undefined);
    return copyOf(entry);
  }

  return {
    hit,
    /**
     * The answer for `key`: a copy when a current one is kept, else rendered by `renderPage`
     * (which should answer the visitor as usual when the route does not allow keeping it: that
     * answer is given as it is). `nonce` as for `hit`.
     */
    async serve(
      key: string,
      renderPage: () => Promise<Response>,
      nonce?: string,
    ): Promise<PageCopy | Response> {
      const kept = hit(key, renderPage, nonce);
      if (kept) return kept;
      // Unknown, changed or too old: render now, sharing a render already under way.
      const shared = renders.has(key);
      const result = await render(key, renderPage, nonce);
      if (result instanceof Response) {
        // An answer that may not be kept is the asker's own; those who waited render theirs.
        return shared ? renderPage() : result;
      }
      return copyOf(result, !shared);
    },
    /** How many pages are kept and their size, for the tests. */
    size: () => ({ pages: entries.size, bytes: usedBytes }),
  };
}

export type PageCache = ReturnType<typeof pageCache>;

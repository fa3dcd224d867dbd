// Catalogue pages are the same for every anonymous visitor of one colour variant, so the shop
// renders each at most once in ten seconds and serves the rest from memory (docs/decisions/012). Only
// answers the route calls `public` are kept (app/platform/http-cache.ts); each copy served gets
// a nonce of its own; any write to the catalogue, from any process, makes the next request render.
// The server hands the cache each visitor's nonce: the one their render uses and their copy gets.
import type { CatalogueVersions } from "~/catalogue/catalogue-version.server";
import { SHOWS_BOOKINGS } from "~/platform/http-cache";
import { newNonce } from "./security-headers";
import { deflatePieces, splicedGzip } from "./spliced-gzip";

/** A rendered answer, its body cut at every place its nonce stood, kept as bytes. */
type Entry = {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /** The parts compressed on their own, once the first visitor who accepts gzip asks. */
  deflated?: Buffer[];
  nonce: string | null;
  /** The counters when it was rendered, and whether it shows the delivery places left. */
  versions: CatalogueVersions;
  showsBookings: boolean;
  renderedAt: number;
  bytes: number;
};

/** A kept answer ready to send: its headers with a nonce of its own, its body in pieces. */
export interface PageCopy {
  status: number;
  headers: [string, string][];
  body: Buffer[];
  /** The same body as a gzip stream, from pieces compressed once (spliced-gzip.ts). */
  gzipped(): Buffer[];
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

/** Headers that belong to one response, not to the page. */
const OWN_HEADERS = new Set(["set-cookie", "date", "content-length", "x-request-id"]);
const NONCE = /'nonce-([^']+)'/;
const SHOWS_BOOKINGS_NAME = SHOWS_BOOKINGS.toLowerCase();

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
    const body = await response.text();
    const nonce =
      NONCE.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? renderNonce ?? null;
    // Whether it shows the places left is kept beside it: a word for the cache, not the visitor.
    const headers = [...response.headers].filter(
      ([name]) => !OWN_HEADERS.has(name) && name !== SHOWS_BOOKINGS_NAME,
    );
    return {
      status: response.status,
      headers,
      parts: (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part)),
      nonce,
      versions: atVersions,
      showsBookings: response.headers.has(SHOWS_BOOKINGS),
      renderedAt: now(),
      bytes: Buffer.byteLength(body),
    };
  }

  /**
   * One render per page at a time: whoever asks meanwhile shares it. Resolves with the kept entry,
   * or with the answer itself when the route does not allow keeping it.
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

  /** A copy to send: the stored one with `own` (else a fresh nonce) in its body and policy. */
  function copyOf(entry: Entry, own: string | undefined, freshlyRendered = false): PageCopy {
    const nonce = entry.nonce ? (own ?? newNonce()) : null;
    const headers = entry.headers.map(([name, value]): [string, string] => [
      name,
      nonce && value.includes(entry.nonce!) ? value.split(entry.nonce!).join(nonce) : value,
    ]);
    // For the tests and whoever watches the shop: was this page rendered for this request?
    headers.push(["X-Page-Cache", freshlyRendered ? "miss" : "hit"]);
    const nonceBytes = nonce ? Buffer.from(nonce) : null;
    const body = nonceBytes
      ? entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]))
      : entry.parts;
    const gzipped = () => {
      entry.deflated ??= deflatePieces(entry.parts);
      return splicedGzip(entry.parts, entry.deflated, nonceBytes ?? Buffer.alloc(0));
    };
    return { status: entry.status, headers, body, gzipped };
  }

  /**
   * A copy of the current answer for `key` when one is kept, else undefined. Past its time, the
   * copy is still given while `renderPage` renders a newer one behind it. `nonce`: the one
   * `renderPage` renders with, when its answer's policy does not name it, and the copy's own.
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
    return copyOf(entry, nonce);
  }

  return {
    hit,
    /**
     * The answer for `key`: a copy when a current one is kept, else rendered by `renderPage`
     * (which should answer the visitor as usual when the route does not allow keeping it).
     * `nonce` as for `hit`.
     */
    async serve(
      key: string,
      renderPage: () => Promise<Response>,
      nonce?: string,
    ): Promise<Response> {
      const kept = hit(key, renderPage, nonce);
      if (kept) return responseOf(kept);
      // Unknown, changed or too old: render now, sharing a render already under way.
      const shared = renders.has(key);
      const result = await render(key, renderPage, nonce);
      if (result instanceof Response) {
        // An answer that may not be kept is the asker's own; those who waited render theirs.
        return shared ? renderPage() : result;
      }
      return responseOf(copyOf(result, nonce, !shared));
    },
    /** How many pages are kept and their size, for the tests. */
    size: () => ({ pages: entries.size, bytes: usedBytes }),
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/** The copy behind each Response made from one, so the server can send its pieces as they are. */
const copies = new WeakMap<Response, PageCopy>();

function responseOf(copy: PageCopy): Response {
  const response = new Response(Buffer.concat(copy.body), {
    status: copy.status,
    headers: copy.headers,
  });
  copies.set(response, copy);
  return response;
}

/** The copy behind `response` when it was made from one, else undefined. */
export const copyBehind = (response: Response): PageCopy | undefined => copies.get(response);

// What our HTTP server (server/) tells every loader and action about the request it serves.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The client's address: the socket's, or with TRUST_PROXY=n the n-th entry from the right of
     * X-Forwarded-For (with TRUST_PROXY=loopback: only from a proxy on this machine). IPv6 clients are counted per /64, as one household or phone gets one.
     */
    clientAddress?: string;
    /** Sent back as X-Request-Id and logged with every line about this request. */
    requestId?: string;
    /** This response's Content-Security-Policy nonce: the page's scripts carry it. */
    cspNonce?: string;
  }
}

/**
 * The client's address for per-client limits. Only our server sets it; a request that did not
 * come through it (a test calling the handler directly) counts as one unknown client.
 */
export function clientAddress(context: AppLoadContext | undefined): string {
  return context?.clientAddress ?? "unknown";
}

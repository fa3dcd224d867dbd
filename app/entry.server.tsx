import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { startShop } from "~/boot.server";
import { pathOf } from "~/platform/log.server";
import { withoutNulBytes } from "~/platform/without-nul-bytes.server";
import { log } from "~/platform/log.server";
import { sayZodRefusalsPlainly } from "~/i18n/zod-words";

// A JSON client's wrong type or out-of-range number is refused in plain words, not Zod's.
sayZodRefusalsPlainly();

// Migrations, the first admin and the demo catalogue are ready before the first request.
await startShop();

/** Our server (server/shutdown.ts) calls this once the last request has been answered. */
export { closeShop } from "~/boot.server";

const ABORT_DELAY = 5_000;

/** Logs server errors once; unknown addresses and aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error(
    { err: error, path: pathOf(request.url), requestId: context.requestId },
    "server error",
  );
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Our server gives each response its nonce and sets the page's security headers with it
  // (server/security-headers.ts).
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        // Every page is sent whole, never streamed in parts: a part loaded lazily (the
        // checkout form) stands in place in the HTML, so it works without scripts too.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(withoutNulBytes())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

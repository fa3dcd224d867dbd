// One pino JSON line per request: its id (also sent as X-Request-Id), method, path without the
// query string, status and duration. Nothing else about the request is logged: no query string
// (the thank-you and invoice keys live there), no cookie, no authorization header, no body.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { pathOf } from "~/platform/log.server";

export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    quietReqLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        path: pathOf(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return "info";
    },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
  });
}

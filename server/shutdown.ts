// SIGTERM and SIGINT stop the shop gently: no new connections, requests in
// flight finish (up to 10 s), the database is closed, and the process exits 0.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

const GRACE_MS = 10_000;

export function gracefulShutdown(logger: Logger) {
  let stopping = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  /** Counts requests in flight; once stopping, every answer also closes its connection. */
  const track: RequestHandler = (_req, res, next) => {
    inFlight += 1;
    if (stopping) res.setHeader("Connection", "close");
    res.on("close", () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
    next();
  };

  function onSignals(server: Server, closeShop: () => void | Promise<void>) {
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, inFlight }, "stopping: finishing the requests in flight");
      server.close();
      server.closeIdleConnections();
      const finished = new Promise<boolean>((resolve) => {
        idle = () => resolve(true);
        if (inFlight === 0) resolve(true);
      });
      const inTime = await Promise.race([
        finished,
        new Promise<boolean>((resolve) => setTimeout(resolve, GRACE_MS, false).unref()),
      ]);
      if (!inTime) logger.warn({ inFlight }, "stopping: requests still running after 10 s");
      server.closeAllConnections();
      await closeShop();
      logger.info("stopped");
      process.exit(0);
    };
    // A second signal while draining (Ctrl-C pressed twice, or sent to the whole group) is
    // ignored: the stop already under way finishes and exits 0.
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  }

  return { track, onSignals };
}

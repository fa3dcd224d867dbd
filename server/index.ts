// The shop's HTTP server (docs/decisions/007-our-own-server.md): Express in front of Remix, as the
// Epic Stack runs it. One place for the client's address, body limits, request ids, access logs,
// security headers, static files and a graceful shutdown. `npm start` runs its production bundle
// (build/shop-server.js); `npm run dev` runs it from source with Vite's dev middleware.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { seedDemoCatalogueIfEmpty } from "../seed/demo-shop";
import { catalogueVersions } from "~/catalogue/catalogue-version.server";
import { accessLog } from "./access-log";
import { brokenCookies } from "./broken-cookies";
import { trustProxySetting } from "./client-address";
import { pageCache } from "./page-cache";
import { requestChecks } from "./request-checks";
import { remixHandler, type BuildSource } from "./remix-handler";
import { cspNonce, documentSecurityHeaders, securityHeaders } from "./security-headers";
import { gracefulShutdown } from "./shutdown";
import { staticFiles } from "./static-files";

const production = process.env.NODE_ENV === "production";

const isLoopback = (host: string | undefined) =>
  host === "localhost" || host === "::1" || (host?.startsWith("127.") ?? false);

/** The node versions still supported upstream; older ones work but get no security fixes. */
const SUPPORTED_NODE_MAJOR = 22;

function checkRuntime() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < SUPPORTED_NODE_MAJOR) {
    log.warn(
      { node: process.versions.node },
      `Node.js ${major} is out of support: run the shop on Node.js 24 LTS (see .nvmrc)`,
    );
  }
}

type ShopEntry = { closeShop?: () => void | Promise<void> };

async function productionBuild(buildDir: string): Promise<ServerBuild> {
  const file = join(buildDir, "server", "index.js");
  if (!existsSync(file)) throw new Error(`No server build at ${file}: run \`npm run build\`.`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function main() {
  const config = env();
  checkRuntime();
  // An empty shop gets the demo catalogue before the first request (SEED_DEMO=0: never).
  if (config.SEED_DEMO === "1") await seedDemoCatalogueIfEmpty();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));

  const shutdown = gracefulShutdown(log);
  app.use(shutdown.track);
  app.use(accessLog(log));
  app.use(securityHeaders({ https: config.PUBLIC_URL?.startsWith("https://") ?? false }));
  app.use(compression());
  app.use(brokenCookies(log));
  app.use(requestChecks(log));

  let build: BuildSource;
  let closeShop: () => void | Promise<void> = () => {};
  if (production) {
    // This bundle lives in the build folder, beside Remix's client/ and server/.
    const buildDir = dirname(fileURLToPath(import.meta.url));
    const serverBuild = await productionBuild(buildDir);
    build = serverBuild;
    closeShop = (serverBuild.entry.module as ShopEntry).closeShop ?? closeShop;
    app.use(
      "/assets",
      express.static(join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }),
    );
    // The craft film's files are named by their content's hash too (decision 015).
    app.use(
      "/media/film",
      express.static(join(buildDir, "client", "media", "film"), { immutable: true, maxAge: "1y" }),
    );
    app.use(staticFiles(join(buildDir, "client"), { maxAge: "1h" }));
  } else {
    const vite = await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true } }),
    );
    app.use(vite.middlewares);
    // Vite serves public/ only; the craft film is copied into the last build (decision 024).
    app.use(
      "/media/film",
      express.static(join(process.env.BUILD_DIR ?? "build", "client", "media", "film")),
    );
    build = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
    closeShop = () => vite.close();
  }

  // The page cache keeps rendered answers between builds only in production.
  const cache =
    production && config.PAGE_CACHE === "1" ? pageCache({ versions: catalogueVersions }) : null;
  const documentHeaders = documentSecurityHeaders({ dev: process.env.NODE_ENV === "development" });
  // Each answer from Remix gets its own nonce first (static files need none).
  app.all(
    "*",
    cspNonce,
    remixHandler(build, production ? "production" : "development", { cache, documentHeaders }),
  );

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    log.error({ err: error, requestId: req.id }, "unhandled server error");
    if (res.headersSent) return res.end();
    const message = "Something went wrong on our side. Please try again.";
    if (req.path.startsWith("/api")) res.status(500).json({ error: message });
    else res.status(500).type("text").send(message);
  };
  app.use(lastResort);

  // With a number of proxies, whoever reaches the port directly is believed about its address;
  // with `loopback`, only a proxy on this machine is, wherever the shop listens.
  if (
    typeof config.TRUST_PROXY === "number" &&
    config.TRUST_PROXY > 0 &&
    !isLoopback(config.HOST)
  ) {
    log.warn(
      { host: config.HOST ?? "every interface", trustProxy: config.TRUST_PROXY },
      "TRUST_PROXY is set but the shop listens beyond this machine: a client that reaches it directly can choose its own address. Set HOST=127.0.0.1, or TRUST_PROXY=loopback when the proxy runs on this machine (or firewall the port).",
    );
  }
  const onListening = () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info(
      {
        port,
        host: config.HOST ?? "every interface",
        mode: production ? "production" : "development",
      },
      "shop listening",
    );
    if (process.stdout.isTTY) {
      console.log(`\n  ${config.SHOP_NAME} is open at http://localhost:${port}\n`);
    }
  };
  const server = config.HOST
    ? app.listen(config.PORT, config.HOST, onListening)
    : app.listen(config.PORT, onListening);
  shutdown.onSignals(server, closeShop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "the shop could not start");
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});

// Bundles our HTTP server (server/) into build/shop-server.js, after Remix's own build. Packages
// stay in node_modules; the few app modules the server shares (env, log, limits) are bundled in.
import { build } from "esbuild";

const out = `${process.env.BUILD_DIR ?? "build"}/shop-server.js`;

await build({
  entryPoints: ["server/index.ts"],
  outfile: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

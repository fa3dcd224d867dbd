// Bundles our HTTP server (server/) into build/shop-server.js, after Remix's own build, and copies
// the committed craft film into the client build (scripts/craft-film.js). Packages stay in
// node_modules; the few app modules the server shares (env, log, limits) are bundled in.
import { build } from "esbuild";
import { publishCraftFilm } from "./craft-film.js";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/index.ts"],
  outfile: `${buildDir}/shop-server.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
publishCraftFilm(buildDir);

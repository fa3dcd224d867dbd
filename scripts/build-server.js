// Bundles our HTTP server (server/) into build/shop-server.js, after Remix's own build, and copies
// the committed craft film into the client build (scripts/craft-film.js). The few app modules the
// server shares (env, log, limits) are bundled in.
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
  // Packages stay in node_modules, except Drizzle, bundled as in the server build (vite.config.ts):
  // its 180 KB package.json would be read again for each of its modules as the shop starts.
  plugins: [
    {
      name: "packages-external-but-drizzle",
      setup(build) {
        build.onResolve({ filter: /^[^./~]/ }, ({ path }) =>
          path === "drizzle-orm" || path.startsWith("drizzle-orm/")
            ? undefined
            : { path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});
publishCraftFilm(buildDir);

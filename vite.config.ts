import { execSync } from "node:child_process";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { clientChunk } from "./scripts/client-chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** Which code this build is: the commit (and whether it had changes), for /api/health. */
function buildId(): string {
  try {
    return execSync("git describe --always --dirty --abbrev=12", {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return `built ${new Date().toISOString()}`;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig), tsconfigPaths()],
  define: { __SHOP_BUILD__: JSON.stringify(buildId()) },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { manualChunks: clientChunk },
          // clientChunk moves the routes' code into a few shared files (decision 018), which leaves
          // the routes' own entry files empty, as meant: Rollup's warning for each says nothing.
          onwarn(warning, warn) {
            if (warning.code !== "EMPTY_BUNDLE") warn(warning);
          },
        },
  },
  // Drizzle is bundled into the server build: its package.json (180 KB) would otherwise be read
  // again for each of its 113 modules as the shop starts, about a third of a second every start.
  ssr: { noExternal: ["drizzle-orm"] },
}));

// Remix options; vite.config.ts passes them to the Remix Vite plugin.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  // Parallel work (and tests) may build into their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/*.server.*", "**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};

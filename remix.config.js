// Remix options; vite.config.ts passes them to the Remix Vite plugin.

/**
 * The storefront's pages again under /ar, in Arabic: the same route modules, each under its own
 * id (the page reads its language from the path). The admin and the API have one address only.
 */
const arabicPages = [
  ["ar", "_index.tsx"],
  ["ar/collection", "collection._index.tsx"],
  ["ar/collection/:id", "collection.$id.tsx"],
  ["ar/craft", "craft.tsx"],
  ["ar/portfolio", "portfolio.tsx"],
  ["ar/contact", "contact.tsx"],
  ["ar/about", "about.tsx"],
  ["ar/search", "search.tsx"],
  ["ar/newsletter", "newsletter.tsx"],
  ["ar/terms", "terms.tsx"],
  ["ar/privacy", "privacy.tsx"],
  ["ar/returns", "returns.tsx"],
  ["ar/delivery", "delivery.tsx"],
  ["ar/thank-you", "thank-you.tsx"],
  ["ar/cart", "cart.tsx"],
  ["ar/pay/cancelled", "pay.cancelled.tsx"],
  ["ar/pay/demo/:paymentId", "pay.demo.$paymentId.tsx"],
  ["ar/track/:orderId", "track.$orderId.tsx"],
  ["ar/address/:token", "address.$token.tsx"],
  ["ar/account", "account.tsx"],
  ["ar/reminders/stop", "reminders.stop.tsx"],
  ["ar/reminders/mute", "reminders.mute.tsx"],
  // The bilingual tax documents in the Arabic frame, for a customer who ordered in Arabic.
  ["ar/invoice/:orderId", "invoice.$orderId.tsx"],
  ["ar/credit-note/:refundId", "credit-note.$refundId.tsx"],
  ["ar/:slug", "$slug.tsx"],
  ["ar/*", "$.tsx"],
];

/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  // Parallel work (and tests) may build into their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/*.server.*", "**/*.test.*", "**/.*"],
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const [path, file] of arabicPages) {
        route(path, `routes/${file}`, { id: `ar/${file.replace(/\.tsx$/, "")}` });
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};

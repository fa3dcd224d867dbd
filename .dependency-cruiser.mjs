// The import graph's rules (`npm run lint` runs them): no module may import itself back through
// others, so each folder's modules can be read, tested and moved from the bottom up.
/**
 * The layers of app/, bottom first: a module imports only from its own layer or the layers below
 * (docs/architecture.md). Folders of one layer may use each other (platform/ keeps its settings
 * and the outbox in the database; db/ reads its path and logs through platform/).
 */
const LAYERS = [
  ["money", "styles"],
  ["platform", "db"],
  ["i18n"],
  ["images"],
  ["admin-auth"],
  ["catalogue"],
  ["delivery"],
  ["orders"],
  ["payments"],
  ["content"],
  ["analytics"],
  ["checkout"],
  ["api"],
  ["components"],
  ["routes"],
];

/**
 * The arrows that still run up, each to be moved down, never added to: the emails' frame and the
 * brand they sign with live in orders/ and content/ (order-mail, brand, shop-mail), the invoice
 * reads the seller's details from content/, the stored address's type comes from delivery/, and
 * the places an unpaid order holds are counted with an order status.
 */
const ARROWS_UP_TO_MOVE = [
  "app/db/schema/orders.ts",
  "app/delivery/bookings.server.ts",
  "app/orders/order-mail.server.ts",
  "app/orders/status-emails.server.ts",
  "app/orders/confirmation-email.server.ts",
  "app/orders/recipient-address.server.ts",
  "app/payments/refunds.server.ts",
  "app/payments/tax-invoice.server.ts",
  "app/admin-auth/team-mail.server.ts",
];

const folders = (layers) => `^app/(${layers.flat().join("|")})/`;
const escape = (path) => path.replaceAll(".", "\\.");

const noArrowUp = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `no-arrow-up-from-${layer.join("-")}`,
  severity: "error",
  comment: `An import that runs up the layers: ${layer.join(" and ")} may use only what lies below.`,
  from: {
    path: folders([layer]),
    // Tests may reach anything: they check a module from above.
    pathNot: [String.raw`\.test\.tsx?$`, ...ARROWS_UP_TO_MOVE.map((path) => `^${escape(path)}$`)],
  },
  to: { path: folders(LAYERS.slice(index + 1)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...noArrowUp,
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: each module of it needs the others to load first.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|node_modules)/" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a circle of types is still a circle a reader must untangle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"] },
  },
};

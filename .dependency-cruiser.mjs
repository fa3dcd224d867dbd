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
  ["delivery"],
  ["mail"],
  ["admin-auth"],
  ["catalogue"],
  ["orders"],
  ["payments"],
  ["content"],
  ["analytics"],
  ["checkout"],
  ["cart"],
  ["api"],
  ["components"],
  ["routes"],
];

/**
 * The shop's own words as the owner saved them (its name, contact details, seller's details) and
 * the mail sender they give: every email signs with them, so every layer may read them, though
 * content/ sits high (its pages gather the catalogue, delivery and payments).
 */
const READ_FROM_EVERY_LAYER = [
  "app/content/shop-content.ts",
  "app/content/shop-content.server.ts",
  "app/content/brand.server.ts",
  "app/content/shop-mail.server.ts",
];

const folders = (layers) => `^app/(${layers.flat().join("|")})/`;
const escape = (path) => path.replaceAll(".", "\\.");

const noArrowUp = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `no-arrow-up-from-${layer.join("-")}`,
  severity: "error",
  comment: `An import that runs up the layers: ${layer.join(" and ")} may use only what lies below.`,
  // Tests may reach anything: they check a module from above.
  from: { path: folders([layer]), pathNot: String.raw`\.test\.tsx?$` },
  to: {
    path: folders(LAYERS.slice(index + 1)),
    pathNot: READ_FROM_EVERY_LAYER.map((path) => `^${escape(path)}$`),
  },
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

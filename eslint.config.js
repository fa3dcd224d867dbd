import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SEED = "app/ never depends on the demo seed (seed/ uses app/, not the other way).";
const TOOLS =
  "The shop never depends on tools/ (the demo painter): it only copies the files they made (docs/decisions/024).";
const HTTP_SERVER =
  "app/ never imports the HTTP server (server/ runs app/, not the other way; docs/architecture.md).";
const REACT_ONLY =
  "Components hold React only: take data from the route's loader, rules from a domain module (types may be imported).";
const DOMAIN_DOWN = "Domain modules never import components or routes (docs/architecture.md).";
const ORDERS_UP =
  "orders/ never imports payments/: payments move orders, not the other way (the layers in docs/architecture.md).";
const JSON_DOOR =
  "Only routes use the JSON API (app/api/): the domain throws ShopErrors, and ~/platform/errors maps them to statuses.";
const FOUNDATION =
  "platform/ and money/ are what every part stands on: they import no other domain folder except db/ (the layers in docs/architecture.md).";
const DOMAIN = [
  "admin-auth",
  "analytics",
  "api",
  "cart",
  "catalogue",
  "checkout",
  "content",
  "db",
  "delivery",
  "i18n",
  "images",
  "mail",
  "money",
  "orders",
  "payments",
  "platform",
  "styles",
];
/** platform/ and money/ stand on nothing of the shop's but db/. */
const FOUNDATIONS = ["platform", "money"];
const CODE = "{ts,tsx,js,jsx}";

/**
 * An import of one of our own folders, through ~/ or a relative path (~/orders/x, ../../seed);
 * never a package's path that happens to share the name (react-dom/server).
 */
const ours = (folder) => `^(~|\\.\\.?)(/[^/]*)*/(${folder})(/|$)`;

/** Where an import is refused, and why; `allowTypeImports`: types may still be imported. */
const forbid = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports });

const APP = [
  forbid(ours("seed"), SEED),
  forbid(ours("server"), HTTP_SERVER),
  forbid(ours("tools"), TOOLS),
];
const COMPONENTS = [
  ...APP,
  forbid("\\.server(\\.[^/]*)?$", REACT_ONLY, true),
  forbid(ours("routes"), REACT_ONLY),
  forbid(ours("db/schema"), REACT_ONLY, true),
];
const domain = (folder) => [
  ...APP,
  forbid(ours("components|routes"), DOMAIN_DOWN),
  ...(folder === "api" ? [] : [forbid(ours("api"), JSON_DOOR)]),
  ...(folder === "orders" ? [forbid(ours("payments"), ORDERS_UP)] : []),
  ...(FOUNDATIONS.includes(folder)
    ? [
        // Types too: dependency-cruiser's layers count them (a type is still an arrow to follow).
        forbid(
          ours(DOMAIN.filter((other) => ![folder, "db"].includes(other)).join("|")),
          FOUNDATION,
        ),
      ]
    : []),
];

/**
 * The files' refused imports: `import`, `export … from` and `import()` alike (no-restricted-imports
 * reads the first two; a dynamic import() is an ImportExpression, refused by no-restricted-syntax).
 */
const restrict = (files, refused) => ({
  files,
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: refused.map(({ regex, message, allowTypeImports }) => ({
          regex,
          message,
          ...(allowTypeImports ? { allowTypeImports } : {}),
        })),
      },
    ],
    "no-restricted-syntax": [
      "error",
      ...refused.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
        message,
      })),
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      ".tmp/",
      ".build-*/",
      "build/",
      "node_modules/",
      ".cache/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "uploads/",
      "data/",
      "backups/",
      // Vite's short-lived copy of its config while \`npm test\` lints beside the build.
      "*.timestamp-*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [`**/*.${CODE}`],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Small files with one job: a code file past 400 lines is split along its seams.
  {
    files: [`{app,server,scripts}/**/*.${CODE}`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  // The direction of the map (docs/architecture.md): routes use everything; components hold
  // React only; the shop's domain never reaches up into components or routes; nothing in app/
  // depends on the demo seed or the HTTP server; nothing the shop builds or runs depends on tools/.
  restrict([`app/**/*.${CODE}`], APP),
  restrict([`{seed,server,scripts,tests}/**/*.${CODE}`], [forbid(ours("tools"), TOOLS)]),
  restrict([`app/components/**/*.${CODE}`], COMPONENTS),
  ...DOMAIN.map((folder) => restrict([`app/${folder}/**/*.${CODE}`], domain(folder))),
);

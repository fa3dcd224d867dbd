import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SEED = "app/ never depends on the demo seed (seed/ uses app/, not the other way).";
const REACT_ONLY =
  "Components hold React only: take data from the route's loader, rules from a domain module (types may be imported).";
const DOMAIN_DOWN = "Domain modules never import components or routes (docs/architecture.md).";
const ORDERS_UP =
  "orders/ never imports payments/: payments move orders, not the other way (docs/architecture.md).";
const JSON_DOOR =
  "Only routes use the JSON door (app/api/): the domain throws ShopErrors, and ~/platform/errors maps them to statuses.";
const FOUNDATION =
  "platform/ and money/ are what every part stands on: they import no other domain folder except db/ (docs/architecture.md).";
const DOMAIN = [
  "admin-auth",
  "analytics",
  "api",
  "catalogue",
  "checkout",
  "content",
  "db",
  "delivery",
  "images",
  "money",
  "orders",
  "payments",
  "platform",
];
/** platform/ and money/ stand on nothing of the shop's but db/. */
const FOUNDATIONS = ["platform", "money"];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
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
  // The direction of the map (docs/architecture.md): routes use everything; components hold
  // React only; the shop's domain never reaches up into components or routes; nothing in app/
  // depends on the demo seed.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/seed/**", "**/seed"], message: SEED }] },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/seed/**", "**/seed"], message: SEED },
            {
              group: ["**/*.server", "**/*.server.*"],
              allowTypeImports: true,
              message: REACT_ONLY,
            },
            { group: ["~/routes/**", "**/routes/**"], message: REACT_ONLY },
          ],
        },
      ],
    },
  },
  ...DOMAIN.map((folder) => ({
    files: [`app/${folder}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/seed/**", "**/seed"], message: SEED },
            { group: ["~/components/**", "**/components/**"], message: DOMAIN_DOWN },
            { group: ["~/routes/**", "**/routes/**"], message: DOMAIN_DOWN },
            ...(folder === "api" ? [] : [{ group: ["~/api/**", "**/api/**"], message: JSON_DOOR }]),
            ...(folder === "orders"
              ? [{ group: ["~/payments/**", "**/payments/**"], message: ORDERS_UP }]
              : []),
            ...(FOUNDATIONS.includes(folder)
              ? [
                  {
                    group: DOMAIN.filter((other) => other !== folder && other !== "db").flatMap(
                      (other) => [`~/${other}/**`, `**/${other}/**`],
                    ),
                    message: FOUNDATION,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
);

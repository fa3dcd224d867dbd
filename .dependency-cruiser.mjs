// The import graph's rules (`npm run lint` runs them): no module may import itself back through
// others, so each folder's modules can be read, tested and moved from the bottom up.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
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

// The demo painter's own tests (`npm run test:painter`): the artist's drawings and the committed
// craft film. Not part of `npm test`: the shop only copies what the painter made (decision 024).
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tools/demo-painter/**/*.test.ts"],
    pool: "forks",
    testTimeout: 90_000,
  },
});

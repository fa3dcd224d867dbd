import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/server/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/test-env.ts"],
    pool: "forks",
    // The production build is loaded by Node itself, as the server loads it: not transformed again
    // for every test file. Drizzle goes through Vite instead: loaded by Node, its 180 KB
    // package.json is read again for each of its modules, in every test file.
    server: { deps: { external: [/\/build\//], inline: ["drizzle-orm"] } },
    // Most files wait on a server process, a child script or the disk rather than compute: four
    // forks keep two cores busy (Vitest's default on two cores is a single fork).
    maxWorkers: 4,
    minWorkers: 1,
    // Generous: password hashing (scrypt N=2^17) is slow on a busy CI machine; a hang still fails.
    testTimeout: 90_000,
    // A poll waits for a state (an email sent, a row written), never for a length of time: its
    // deadline is generous, so four forks on a busy machine are slow, never failing. A test does
    // not shorten it (a state it waits for comes later on a loaded machine, never sooner).
    expect: { poll: { timeout: 60_000 } },
    hookTimeout: 120_000,
  },
});

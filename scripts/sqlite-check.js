// Whether better-sqlite3 loads on the Node.js running this: a native addon built for another Node
// (another NODE_MODULE_VERSION, say a wrong `nodedir`) fails only when the shop first opens its
// database, after a whole build. Checked in a child process, so a crash cannot take this one down.
import { spawnSync } from "node:child_process";

const PROBE = "new (require('better-sqlite3'))(':memory:').close()";

/** Null when it loads; otherwise the one line that says what to run. */
export function sqliteProblem() {
  const probe = spawnSync(process.execPath, ["-e", PROBE], { encoding: "utf8" });
  if (probe.status === 0) return null;
  const node = process.version;
  const [major, minor] = process.versions.node.split(".").map(Number);
  const built =
    /NODE_MODULE_VERSION (\d+)\. This version of Node\.js requires NODE_MODULE_VERSION (\d+)/.exec(
      probe.stderr ?? "",
    );
  const why = built
    ? `it was built for NODE_MODULE_VERSION ${built[1]}, Node.js ${node} needs ${built[2]}`
    : ((probe.stderr ?? "")
        .split("\n")
        .find((line) => /Error/.test(line))
        ?.trim() ?? `exit ${probe.status ?? probe.signal}`);
  // On Node 24.19+ the postinstall then rebuilds it against safe headers (docs/decisions/009).
  const rebuild =
    major === 24 && minor >= 19
      ? "npm rebuild better-sqlite3 && node scripts/native-addons.js"
      : "npm rebuild better-sqlite3";
  return `better-sqlite3 does not load on Node.js ${node} (${why}): run \`${rebuild}\` with Node.js ${node} (and no npm nodedir of another Node: \`npm config get nodedir\`).`;
}

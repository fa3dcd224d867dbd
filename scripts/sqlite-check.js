// Whether better-sqlite3 loads on the Node.js running this: a native addon built for another Node
// (another NODE_MODULE_VERSION, say a wrong `nodedir`) fails only when the shop first opens its
// database, after a whole build. Checked in a child process, so a crash cannot take this one down.
import { spawnSync } from "node:child_process";

const PROBE = "new (require('better-sqlite3'))(':memory:').close()";

/** The whole reason a probe failed, on one line: Node's error message spans several. */
function reasonOf(stderr, status) {
  const lines = stderr.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line) => /^(\w*Error|Assertion failed)/.test(line));
  if (start === -1) return `exit ${status}`;
  const message = [];
  for (const line of lines.slice(start)) {
    if (line === "" || line.startsWith("at ") || line.startsWith("{")) break;
    message.push(line);
  }
  return message.join(" ");
}

/** Null when it loads; otherwise what is wrong and the one command that repairs it. */
export function sqliteProblem() {
  const probe = spawnSync(process.execPath, ["-e", PROBE], { encoding: "utf8" });
  if (probe.status === 0) return null;
  const why = reasonOf(probe.stderr ?? "", probe.status ?? probe.signal);
  // The postinstall rebuilds it against the right headers whatever npm's nodedir says.
  return `better-sqlite3 does not load on Node.js ${process.version}: ${why} To repair it, run: node scripts/native-addons.js`;
}

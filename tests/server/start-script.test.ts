// `npm start` (scripts/start.js) as a newcomer meets it: Ctrl-C in the terminal stops the shop
// gently every time, and a database addon built for another Node.js is reported in one line at
// once, before any build, as the postinstall reports it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { eachLine } from "../support/server-process";

const dir = mkdtempSync(join(tmpdir(), "shop-start-"));

const shopEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  PORT: "0",
  DATABASE_PATH: join(dir, "shop.db"),
  UPLOADS_DIR: join(dir, "uploads"),
  SESSION_SECRET: "start-script-secret",
  ADMIN_USERNAME: "florist",
  ADMIN_PASSWORD: "start script password 1",
  SEED_DEMO: "0",
  LOG_LEVEL: "info",
  // The build the tests run through, as it is: never rebuilt under other running tests.
  SKIP_BUILD: "1",
  TEST_ONLY_NO_ENV_FILE: "1",
};

/**
 * Runs `node scripts/start.js` as a terminal runs it, the leader of its own process group;
 * once the shop listens, sends SIGINT to the whole group, as Ctrl-C does.
 */
async function startAndPressCtrlC(): Promise<{ code: number | null; output: string[] }> {
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: shopEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let interrupted = false;
  const read = eachLine((line) => {
    output.push(line);
    if (!interrupted && line.includes('"shop listening"')) {
      interrupted = true;
      process.kill(-child.pid!, "SIGINT");
    }
  });
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  const code = await new Promise<number | null>((done) => child.on("close", (exit) => done(exit)));
  return { code, output };
}

describe("npm start", () => {
  test("Ctrl-C stops the shop gently and exits 0, every time", { timeout: 120_000 }, async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { code, output } = await startAndPressCtrlC();
      const log = output.join("\n");
      expect(log, `attempt ${attempt}`).toContain('"signal":"SIGINT"');
      expect(log, `attempt ${attempt}`).toContain('"msg":"stopped"');
      expect(code, `attempt ${attempt}:\n${log}`).toBe(0);
    }
  });

  test(
    "on a terminal the log is readable lines and the first admin's password a framed block",
    { timeout: 120_000 },
    async () => {
      const { ADMIN_USERNAME: _name, ADMIN_PASSWORD: _password, ...withoutAdmin } = shopEnv;
      const fresh = mkdtempSync(join(tmpdir(), "shop-start-tty-"));
      // `script` gives the shop a pseudo-terminal, as a person's shell does.
      const child = spawn(
        "script",
        ["-qefc", `${process.execPath} scripts/start.js`, "/dev/null"],
        {
          env: {
            ...withoutAdmin,
            DATABASE_PATH: join(fresh, "shop.db"),
            UPLOADS_DIR: join(fresh, "uploads"),
          },
          detached: true,
          stdio: ["pipe", "pipe", "pipe"],
        },
      );
      const output: string[] = [];
      let interrupted = false;
      const read = eachLine((line) => {
        output.push(line);
        if (!interrupted && /INFO.*shop listening/.test(line)) {
          interrupted = true;
          process.kill(-child.pid!, "SIGINT");
        }
      });
      child.stdout!.on("data", read);
      child.stderr!.on("data", read);
      await new Promise((done) => child.on("close", done));
      const log = output.join("\n");
      expect(log).toMatch(/INFO.*shop listening/);
      expect(output.filter((line) => line.trimStart().startsWith('{"level"'))).toEqual([]);
      expect(log).toMatch(/┌─+┐\s+│ First admin created: sign in at \/admin +│/);
      expect(log).toMatch(/│ {3}username {2}admin +│\s+│ {3}password {2}\S{12,} +│/);
    },
  );

  // An addon built for another Node.js, as a wrong `nodedir` leaves it: loading it throws Node's
  // own error, which a preloaded module imitates for better-sqlite3 alone.
  const otherNode = join(dir, "addon-for-another-node.cjs");
  writeFileSync(
    otherNode,
    `const Module = require("node:module");
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === "better-sqlite3") {
    throw new Error("The module '/x/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 137. Please try re-compiling or re-installing the module.");
  }
  return load.call(this, request, ...rest);
};
`,
  );
  const withAddonForAnotherNode: NodeJS.ProcessEnv = {
    ...shopEnv,
    NODE_OPTIONS: `--require ${otherNode}`,
  };
  // The whole reason, however many lines Node's message spans, and a command that works.
  const ONE_LINE =
    /^better-sqlite3 does not load on Node\.js v[\d.]+: Error: The module '\/x\/better_sqlite3\.node' was compiled against a different Node\.js version using NODE_MODULE_VERSION 115\. This version of Node\.js requires NODE_MODULE_VERSION 137\. Please try re-compiling or re-installing the module\. To repair it, run: node scripts\/native-addons\.js$/;

  test("refuses in one line, before building anything, an addon built for another Node.js", () => {
    const run = spawnSync(process.execPath, ["scripts/start.js"], {
      env: { ...withAddonForAnotherNode, SKIP_BUILD: "0" },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(ONE_LINE);
  });

  // A stand-in for npm (the outside world here): it records each call and the nodedir it was
  // given, so the postinstall's repair is seen without rebuilding the suite's own addon.
  const fakeBin = join(dir, "fake-npm-bin");
  const calls = join(dir, "npm-calls.txt");
  mkdirSync(fakeBin, { recursive: true });
  writeFileSync(
    join(fakeBin, "npm"),
    `#!/bin/sh\necho "$* nodedir=$npm_config_nodedir" >> "${calls}"\n`,
    { mode: 0o755 },
  );

  test("the postinstall rebuilds against the running Node's headers whatever npm's nodedir says, then fails loudly with the same line", () => {
    const run = spawnSync(process.execPath, ["scripts/native-addons.js"], {
      env: {
        ...withAddonForAnotherNode,
        PATH: `${fakeBin}:${process.env.PATH}`,
        // A stray global setting naming another Node's headers.
        npm_config_nodedir: "/opt/another-node",
      },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(ONE_LINE);
    const rebuild = readFileSync(calls, "utf8")
      .split("\n")
      .find((line) => line.startsWith("rebuild better-sqlite3"));
    const nodedir = /nodedir=(.*)$/.exec(rebuild ?? "")?.[1] ?? "";
    expect(nodedir).not.toBe("/opt/another-node");
    const [major, minor] = process.versions.node.split(".").map(Number) as [number, number];
    // On Node 24.19+ the safe headers of 24.18.1, else the running Node's own.
    const wanted = major === 24 && minor >= 19 ? [24, 18, 1] : process.versions.node.split(".");
    const header = readFileSync(join(nodedir, "include", "node", "node_version.h"), "utf8");
    expect(header).toContain(`#define NODE_MAJOR_VERSION ${wanted[0]}`);
    expect(header).toContain(`#define NODE_MINOR_VERSION ${wanted[1]}`);
  });
});

import { describe, expect, test } from "vitest";
import {
  hashPassword,
  hashPasswordSync,
  needsRehash,
  PASSWORD_PARAMS,
  passwordWork,
  verifyPassword,
} from "./password.server";

// The real hashes (N=2^17) are what this file tests: never the tests' cheap ones.
process.env.TEST_ONLY_CHEAP_PASSWORD_HASHES = "0";

const paramsOf = (hash: string) => hash.split("$").slice(1, 4).map(Number);

describe("password hashes", () => {
  test("are scrypt with N=2^17, r=8, p=1, salted, and verify only the right password", async () => {
    const hash = await hashPassword("a long enough passphrase");
    expect(paramsOf(hash)).toEqual([131072, 8, 1]);
    expect(hash).not.toBe(await hashPassword("a long enough passphrase"));
    expect(await verifyPassword("a long enough passphrase", hash)).toBe(true);
    expect(await verifyPassword("a long enough passphras", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  test("the boot's synchronous hash is the same kind", async () => {
    const hash = hashPasswordSync("first admin's password");
    expect(paramsOf(hash)).toEqual([PASSWORD_PARAMS.N, PASSWORD_PARAMS.r, PASSWORD_PARAMS.p]);
    expect(await verifyPassword("first admin's password", hash)).toBe(true);
  });

  test("older hashes (N=16384) still verify and are marked for rehashing", async () => {
    const old = await hashPassword("kept from last year", { N: 16384, r: 8, p: 1 });
    expect(await verifyPassword("kept from last year", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("kept from last year"))).toBe(false);
  });

  test("at most two derivations run at once; the rest wait their turn", async () => {
    const hashes = Array.from({ length: 3 }, (_, i) => hashPassword(`password ${i}`));
    let most = 0;
    let sawWaiting = false;
    const done = Promise.all(hashes);
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      const { running, waiting } = passwordWork();
      most = Math.max(most, running);
      if (waiting > 0) sawWaiting = true;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(most).toBe(2);
    expect(sawWaiting).toBe(true);
    expect(await done).toHaveLength(3);
  });
});

describe("the trusted lane", () => {
  test("a trusted check goes before every ordinary one still waiting", async () => {
    const finished: string[] = [];
    const track = (name: string, work: Promise<unknown>) => work.then(() => finished.push(name));
    const ordinary = Array.from({ length: 4 }, (_, i) =>
      track(`ordinary ${i}`, hashPassword(`ordinary ${i}`)),
    );
    expect(passwordWork()).toEqual({ running: 2, waiting: 2 });
    const trusted = track("trusted", hashPassword("the owner's", undefined, "trusted"));
    await Promise.all([...ordinary, trusted]);
    // Two were already running; the trusted one overtook the two still waiting, so it finishes
    // before the last of them, which in first-come order it would follow. (Against the first one
    // waiting, which starts a moment after it, the order in which two hashes end is the thread
    // pool's to decide.)
    expect(finished.indexOf("trusted")).toBeLessThan(finished.indexOf("ordinary 3"));
  });
});

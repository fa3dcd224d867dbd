// Admin passwords with the real scrypt parameters (N=2^17): a hash made with weaker ones (N=2^14)
// still signs in, and is replaced by a hash of today's parameters on that sign-in, never on a
// wrong password. This file alone pays the real derivations (the others use cheap hashes).
import { beforeAll, describe, expect, test } from "vitest";
import { addAdmin, storedPasswordHash } from "../support/admin-session";
import { call, callJson } from "../support/shop";

process.env.TEST_ONLY_CHEAP_PASSWORD_HASHES = "0";

const PASSWORD = "roses in the morning";
/** PASSWORD as it was stored with weaker parameters (N=16384). */
const OLD_PASSWORD_HASH =
  "scrypt$16384$8$1$596a5d01f7faf6d1a51f7159df8eac90$6fe6fed731807ee69a21797894aab3fa98d1c215c2b4532e20d9e4261a4a9296";

// The shop creates its tables when it first answers: the admins below go straight into them.
beforeAll(() => call("/api/health"));

const newAdmin = addAdmin;

const logIn = (username: string, password: string, client = "198.51.100.20") =>
  callJson("/api/admin/login", { method: "POST", body: { username, password }, client });

const storedHash = storedPasswordHash;

describe("older password hashes", () => {
  test("an admin stored with an N=16384 hash signs in, then has an N=131072 hash and can sign in again", async () => {
    const admin = await newAdmin(OLD_PASSWORD_HASH);
    expect(storedHash(admin.id)).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
    expect(storedHash(admin.id)).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
    expect((await logIn(admin.username, "not the password")).status).toBe(401);
  });

  test("a wrong password leaves the old hash as it was", async () => {
    const old = OLD_PASSWORD_HASH;
    const admin = await newAdmin(old);
    expect((await logIn(admin.username, "not the password", "198.51.100.30")).status).toBe(401);
    expect(storedHash(admin.id)).toBe(old);
  });
});

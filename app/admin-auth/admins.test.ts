import { afterEach, describe, expect, test, vi } from "vitest";
import { checkCredentials, ensureFirstAdmin } from "./admins.server";

// This file's shop has no ADMIN_USERNAME/ADMIN_PASSWORD: the first admin gets a random password.
delete process.env.ADMIN_USERNAME;
delete process.env.ADMIN_PASSWORD;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the first admin", () => {
  test("is 'admin' with a random password printed once, never a fixed default", async () => {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((text: string) => printed.push(text));
    ensureFirstAdmin();
    ensureFirstAdmin();
    expect(printed).toHaveLength(1);
    const password = printed[0]!.match(/password +(\S+)/)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    // Someone must run the team: the first admin is an owner.
    expect(await checkCredentials("admin", password!)).toMatchObject({
      username: "admin",
      role: "owner",
    });
    expect(await checkCredentials("admin", "admin")).toBeNull();
    expect(await checkCredentials("nobody", password!)).toBeNull();
  });
});

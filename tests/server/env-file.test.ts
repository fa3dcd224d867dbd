// Settings written in a file: the shop reads `.env` in the folder it starts from and the file
// ENV_FILE names, under the real environment, which always wins.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { callShop, startShopProcess, type ShopProcess } from "../support/server-process";

const started: ShopProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((shop) => shop.stop()));
});

/** A folder holding a `.env`, started from as `npm start` starts from the project's root. */
function folderWithEnv(lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "shop-env-file-"));
  writeFileSync(join(dir, ".env"), `${lines.join("\n")}\n`);
  return dir;
}

async function shopIn(dir: string, env: Record<string, string | undefined>) {
  const shop = await startShopProcess(
    // The project's migrations, wherever the shop starts from.
    { TEST_ONLY_NO_ENV_FILE: undefined, MIGRATIONS_DIR: resolve("drizzle"), ...env },
    dir,
    { cwd: dir },
  );
  started.push(shop);
  return shop;
}

const shopNameOn = async (shop: ShopProcess) =>
  (await callShop(shop, "/contact")).text.match(
    /<title>[^<]*?(Rose Atelier|Jasmine House|Lily Loft)/,
  )?.[1];

describe("settings in a file", () => {
  test("`.env` in the folder the shop starts from is read", async () => {
    const dir = folderWithEnv(["# the florist's own name", 'SHOP_NAME="Rose Atelier"']);
    expect(await shopNameOn(await shopIn(dir, {}))).toBe("Rose Atelier");
  });

  test("a variable of the real environment wins over the file", async () => {
    const dir = folderWithEnv(["SHOP_NAME=Rose Atelier"]);
    expect(await shopNameOn(await shopIn(dir, { SHOP_NAME: "Jasmine House" }))).toBe(
      "Jasmine House",
    );
  });

  test("the file ENV_FILE names is read too, and wins over `.env`", async () => {
    const dir = folderWithEnv(["SHOP_NAME=Rose Atelier"]);
    const named = join(dir, "production.env");
    writeFileSync(named, "SHOP_NAME=Lily Loft\n");
    expect(await shopNameOn(await shopIn(dir, { ENV_FILE: named }))).toBe("Lily Loft");
  });
});

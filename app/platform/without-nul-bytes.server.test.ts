import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { withoutNulBytes } from "./without-nul-bytes.server";

describe("withoutNulBytes", () => {
  test("drops the padding the renderer leaves, keeping every character whole", async () => {
    const words = Buffer.from("روابط سريعة · Quick Links");
    const padded = [words.subarray(0, 7), Buffer.from([0, 0]), words.subarray(7)];
    const out = await text(Readable.from(padded).pipe(withoutNulBytes()));
    expect(out).toBe("روابط سريعة · Quick Links");
  });

  test("passes a chunk without padding as it is", async () => {
    const out = await text(Readable.from([Buffer.from("<p>ورد</p>")]).pipe(withoutNulBytes()));
    expect(out).toBe("<p>ورد</p>");
  });
});

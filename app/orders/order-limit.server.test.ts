// Orders remember the client address they came from only as a keyed hash: enough to count one
// client's unpaid orders, nothing that gives the address away.
import { createHash, createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { clientKeyOf } from "./order-limit.server";

test("the client key is an HMAC of the address with the session secret, never the address", () => {
  const key = clientKeyOf("203.0.113.7");
  expect(key).toBe(createHmac("sha256", "test-secret").update("203.0.113.7").digest("hex"));
  expect(key).not.toContain("203.0.113");
  // Not a plain hash anyone could recompute from a list of addresses.
  expect(key).not.toBe(createHash("sha256").update("203.0.113.7").digest("hex"));
  expect(clientKeyOf("203.0.113.8")).not.toBe(key);
});

test("an address the shop does not know counts as no client", () => {
  expect(clientKeyOf("unknown")).toBeNull();
  expect(clientKeyOf("")).toBeNull();
});

// Whom the shop believes about a client's address, through Express's own `trust proxy` as the
// server sets it from TRUST_PROXY: a request object with a chosen socket peer and X-Forwarded-For.
import express from "express";
import { describe, expect, test } from "vitest";
import { clientAddressOf, trustProxySetting } from "./client-address";

function addressSeen(trustProxy: number | "loopback", peer: string, forwardedFor?: string): string {
  const app = express();
  app.set("trust proxy", trustProxySetting(trustProxy));
  const req = Object.create(app.request) as express.Request;
  const socket = { remoteAddress: peer };
  Object.assign(req, {
    app,
    socket,
    connection: socket,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return clientAddressOf(req);
}

describe("TRUST_PROXY=loopback", () => {
  test("a proxy on this machine is believed: the right-most address that is not loopback", () => {
    expect(addressSeen("loopback", "127.0.0.2", "203.0.113.9")).toBe("203.0.113.9");
    expect(addressSeen("loopback", "::1", "198.51.100.7, 203.0.113.9")).toBe("203.0.113.9");
    expect(addressSeen("loopback", "127.0.0.1", "203.0.113.9, 127.0.0.5")).toBe("203.0.113.9");
  });

  test("a client reaching the shop from elsewhere is never believed", () => {
    expect(addressSeen("loopback", "192.0.2.44", "203.0.113.9")).toBe("192.0.2.44");
    expect(addressSeen("loopback", "::ffff:192.0.2.44", "127.0.0.1")).toBe("192.0.2.44");
  });

  test("no X-Forwarded-For: the proxy's own address", () => {
    expect(addressSeen("loopback", "127.0.0.2")).toBe("127.0.0.2");
  });
});

describe("TRUST_PROXY as a number", () => {
  test("1 believes the last hop whoever connects; 0 believes nobody", () => {
    expect(addressSeen(1, "192.0.2.44", "203.0.113.9")).toBe("203.0.113.9");
    expect(addressSeen(2, "127.0.0.2", "198.51.100.7, 203.0.113.9")).toBe("198.51.100.7");
    expect(addressSeen(0, "127.0.0.2", "203.0.113.9")).toBe("127.0.0.2");
  });
});

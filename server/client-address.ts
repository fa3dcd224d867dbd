// The client's address for per-client limits. Express's `trust proxy` decides whom to believe:
// TRUST_PROXY=0 the socket's address; a number n the n-th X-Forwarded-For entry from the right
// (whoever connects is believed); `loopback` the right-most X-Forwarded-For entry that is not a
// loopback address, and only when the socket's peer is itself on this machine (127.0.0.0/8, ::1):
// a client reaching the port from outside is never believed, whatever it sends.
import type { Request } from "express";
import ipaddr from "ipaddr.js";

/** Express's `trust proxy` for TRUST_PROXY: a hop count, or the loopback range by name. */
export function trustProxySetting(trustProxy: number | "loopback"): number | string {
  return trustProxy === "loopback" ? "loopback" : trustProxy;
}

/**
 * One key per client: IPv4 as it is (also when it arrives IPv4-mapped on an IPv6 socket), IPv6
 * per /64, the block one household or phone is given, so rotating within it does not help.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

export const clientAddressOf = (req: Request) => clientKey(req.ip);

// The client's address for per-client limits (CONTRACT.md §10). Express's `trust proxy` with a
// hop count gives the socket's address, or the n-th X-Forwarded-For entry from the right.
import type { Request } from "express";
import ipaddr from "ipaddr.js";

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

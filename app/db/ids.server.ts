import { randomBytes } from "node:crypto";

/** A new id of the shape `ID_PATTERN` (./ids) describes. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export function nowIso(): string {
  return new Date().toISOString();
}

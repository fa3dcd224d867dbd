import { randomBytes } from "node:crypto";

/** Ids are 24 lowercase hex characters, like the ids the storefront and admin already know. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function nowIso(): string {
  return new Date().toISOString();
}
